// Public tables' notice board: open tables published to, and read from, public Nostr relays (issue 48). Loaded only
// when a player opens online play (web/shell/online.js's board()); web/shell/online/public.py decides everything
// else, and web/shell/online/listing.py reads every listing strictly.
//
// The relays are data: <meta name="kings-nostr"> in index.html, whose Content-Security-Policy allows exactly them.
// A host's table is one parameterized replaceable event (NIP-33: its `d` tag is the room code, so each refresh
// replaces the last), tagged with the game and the protocol version (the `t` tag every reader subscribes by),
// expiring a few minutes ahead (NIP-40) and refreshed while the table is open, signed with a throwaway key of this
// browser (kings.nostr-key, never backed up: it names nobody). When the table starts or closes, an empty
// replacement and a deletion (NIP-09) take it down.
//
// Reading is a bulletin board's: each relay sends what it holds and what comes; a message longer than MAX_TEXT is
// dropped unread, the rest are parsed, kept only if they are events of our kinds, and handed to Python in batches
// (at most BATCH every EVERY ms, at most QUEUE waiting; the rest dropped), so a burst of junk costs the page a few
// milliseconds a batch. Signatures are checked by the relays, not here: a check costs ~18 ms of this machine's main
// thread (1,000 junk events would freeze the page for 18 s), and it would protect nothing a player relies on (a
// key names nobody; a relay that lies could sign its own lies).

import { finalizeEvent, generateSecretKey, getPublicKey } from "../../vendor/nostr/nostr-tools/lib/esm/pure.js";

export const KIND = 30078; // NIP-78: an application's own data, replaceable by its `d` tag
const DELETION = 5;
const MAX_TEXT = 4000; // characters of one relay message, checked before it is parsed
const QUEUE = 300;
const BATCH = 60;
const EVERY = 150; // ms between batches
const KEY = "kings.nostr-key";
const words = (name) =>
  (document.querySelector(`meta[name="${name}"]`)?.getAttribute("content") || "").split(/\s+/).filter(Boolean);
const hex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
const unhex = (text) => Uint8Array.from(text.match(/../g), (h) => parseInt(h, 16));

function secretKey() {
  try {
    const kept = localStorage.getItem(KEY);
    if (kept && /^[0-9a-f]{64}$/.test(kept)) return unhex(kept);
    const made = generateSecretKey();
    localStorage.setItem(KEY, hex(made));
    return made;
  } catch {
    return generateSecretKey(); // no storage: a key for this page only
  }
}

/** The notice board of this page: ``onEvents(texts)`` receives batches of candidate events as JSON texts. */
export function openBoard(onEvents) {
  const key = secretKey();
  const pubkey = getPublicKey(key);
  const sockets = new Map(); // relay url -> {ws, wait}
  const sent = new Map(); // d -> the last event published for it (sent again to a relay that reconnects)
  const topics = new Map(); // d -> its `t` tag
  let watching = null; // the `t` tags subscribed to
  let queue = [];
  let timer = null;
  let closed = false;
  let held = new Set(); // relays that have sent all they hold for the subscription (EOSE)
  let waiters = []; // settle()'s
  const stats = { dropped: 0, received: 0 };

  const sub = "kings";
  const request = () => {
    const since = Math.floor(Date.now() / 1000) - 3600;
    return JSON.stringify(["REQ", sub, { kinds: [KIND], "#t": watching, since, limit: 200 },
      { kinds: [DELETION], "#t": watching, since, limit: 200 }]);
  };

  function flush() {
    timer = null;
    if (closed) return;
    const batch = queue.splice(0, BATCH);
    if (batch.length) onEvents(batch);
    if (queue.length) timer = setTimeout(flush, EVERY);
    else settled();
  }

  // Every relay has sent what it holds (EOSE), and Python has read it all: settle()'s waiters go on.
  function settled() {
    if (!waiters.length || queue.length || held.size < words("kings-nostr").length) return;
    for (const done of waiters.splice(0)) done(true);
  }

  function heard(data, url) {
    stats.received++;
    if (typeof data !== "string" || data.length > MAX_TEXT || !watching) return void stats.dropped++;
    let message;
    try {
      message = JSON.parse(data);
    } catch {
      return void stats.dropped++;
    }
    if (Array.isArray(message) && message[0] === "EOSE" && message[1] === sub && url) {
      held.add(url); // this relay has sent all it holds
      return void settled();
    }
    if (!Array.isArray(message) || message[0] !== "EVENT" || message[1] !== sub) return;
    const event = message[2];
    if (!event || typeof event !== "object" || (event.kind !== KIND && event.kind !== DELETION)) return;
    if (queue.length >= QUEUE) return void stats.dropped++;
    queue.push(JSON.stringify(event));
    if (timer === null) timer = setTimeout(flush, EVERY);
  }

  function socket(url) {
    let entry = sockets.get(url);
    if (entry && entry.ws && entry.ws.readyState <= 1) return entry;
    entry = entry || { ws: null, wait: 1000 };
    let ws;
    try {
      ws = new WebSocket(url);
    } catch {
      return entry;
    }
    entry.ws = ws;
    ws.onopen = () => {
      entry.wait = 1000;
      if (watching) ws.send(request());
      for (const event of sent.values()) ws.send(JSON.stringify(["EVENT", event]));
    };
    ws.onmessage = (e) => heard(e.data, url);
    ws.onclose = () => {
      if (closed || (!watching && !sent.size)) return;
      setTimeout(() => !closed && socket(url), entry.wait); // a relay that went away is tried again, less often
      entry.wait = Math.min(entry.wait * 2, 60000);
    };
    sockets.set(url, entry);
    return entry;
  }

  const each = (text) => {
    for (const url of words("kings-nostr")) {
      const { ws } = socket(url);
      if (ws && ws.readyState === 1 && text) ws.send(text);
    }
  };

  const publish = (event) => {
    const signed = finalizeEvent(event, key);
    each(JSON.stringify(["EVENT", signed]));
    return signed;
  };

  const board = {
    pubkey,
    stats,
    /** Subscribe to the open tables tagged ``tags`` (a game's and a protocol version's: one, or every online
     * game's for the lobby's count). */
    watch(...tags) {
      watching = tags.flat().map(String);
      held = new Set();
      each(request());
    },
    /** Resolves once every relay has sent what it holds of the watched tables and the page has read it (true), or
     * after ``ms`` at most (false): Quick match picks a table then (web/shell/online/dom_quick.py). */
    settle(ms) {
      return new Promise((done) => {
        waiters.push(done);
        setTimeout(() => { waiters = waiters.filter((w) => w !== done); done(false); }, ms);
        settled();
      });
    },
    unwatch() {
      if (watching) each(JSON.stringify(["CLOSE", sub]));
      watching = null;
      queue = [];
    },
    /** Publish (or refresh) this browser's table ``d`` under ``tag``: ``content`` expires in ``ttl`` seconds. */
    list(tag, d, content, ttl) {
      const now = Math.floor(Date.now() / 1000);
      const tags = [["d", d], ["t", tag], ["expiration", String(now + ttl)]];
      sent.set(d, publish({ kind: KIND, created_at: now, tags, content }));
      topics.set(d, tag);
    },
    /** Take table ``d`` down: an empty replacement (what live readers see) and a deletion (what relays act on). */
    unlist(tag, d) {
      if (!sent.has(d)) return;
      sent.delete(d);
      const now = Math.floor(Date.now() / 1000);
      publish({ kind: KIND, created_at: now, tags: [["d", d], ["t", tag], ["expiration", String(now + 600)]],
        content: "" });
      publish({ kind: DELETION, created_at: now, tags: [["a", `${KIND}:${pubkey}:${d}`], ["t", tag]], content: "" });
    },
    close() {
      closed = true;
      for (const { ws } of sockets.values()) ws?.close();
      sockets.clear();
    },
    /** Tests: send ``text`` as it is to every relay (a hostile listing published straight to the relay). */
    raw: (text) => each(text),
    feed: (text) => heard(text), // tests: a message as if a relay had sent it
    sign: (event) => finalizeEvent(event, generateSecretKey()),
  };
  // A host who closes the tab takes its table down on the way out (else it would stay listed until it expires).
  addEventListener("pagehide", () => { for (const d of [...sent.keys()]) board.unlist(topics.get(d), d); });
  window.kingsNostrBoard = board; // tests read its stats and publish hostile listings through it
  return board;
}
