// Online play's transport: WebRTC data channels between the players' browsers, found through BitTorrent
// trackers (trystero, vendored from npm by scripts/vendor.py). Loaded only when a player chooses online play
// (window.kingsOnline in shell.js); the game's Python decides everything else (web/shell/online/).
//
// The trackers and the STUN servers are data: <meta name="kings-relays"> and <meta name="kings-ice"> in
// index.html, whose Content-Security-Policy allows exactly those trackers (tests/test_online_site.py checks
// that both agree). The room code is the room's name and the password that encrypts the handshake: the
// trackers see a hash of it and encrypted offers, never a message of the game.

const APP = "kings-online-1";
const words = (name) =>
  (document.querySelector(`meta[name="${name}"]`)?.getAttribute("content") || "").split(/\s+/).filter(Boolean);

// Tests set window.kingsOnlineLog to an array to see every message sent and received.
const tap = (dir, peer, text) => {
  const log = window.kingsOnlineLog;
  if (Array.isArray(log)) log.push({ dir, peer, text, at: performance.now() });
};

// newRoom: a host's new room, with no guest yet, joins it passive (trystero's `passive`: announced without offers
// until a guest's offer arrives, then at once with them). Over a tracker, of two peers that both hold offers, the
// one whose random id sorts first ignores the other's and waits for its own to reach the other: a guest whose id
// sorted after the host's waited for the host's next announce, up to 10 s (measured, a join: 0.3-0.4 s or
// 1.5-10.6 s, half the time each). A passive host holds no offers, so it answers the guest's, or announces its own
// as it hears them: 0.4-0.9 s either way. A host who reopens a room with guests joins active (they hold offers).
export async function connect(code, onJoin, onLeave, onMessage, onError, newRoom = false) {
  const { joinRoom, selfId } = await import("../../vendor/trystero/torrent.mjs");
  const room = joinRoom(
    {
      appId: APP,
      password: code,
      passive: newRoom,
      relayConfig: { urls: words("kings-relays"), warnOnRelayFailure: false },
      rtcConfig: { iceServers: words("kings-ice").map((urls) => ({ urls })) },
    },
    code,
    { onJoinError: (details) => onError(String(details?.error ?? details), String(details?.peerId ?? "")) },
  );
  const action = room.makeAction("kings");
  action.onMessage = (data, context) => {
    const text = typeof data === "string" ? data : "";
    tap("in", context.peerId, text);
    onMessage(context.peerId, text);
  };
  room.onPeerJoin = (peer) => onJoin(peer);
  room.onPeerLeave = (peer) => onLeave(peer);
  const sending = new Set(); // messages on their way: leaving waits for them (the host's "ended" must arrive)
  const transport = {
    self: selfId,
    send(peer, text) {
      tap("out", peer, text);
      const sent = action.send(text, { target: peer }).catch(() => {});
      sending.add(sent);
      sent.finally(() => sending.delete(sent));
    },
    ping: (peer) => room.ping(peer),
    peers: () => Object.keys(room.getPeers()),
    // Hang up once what was sent has left (at most 2 s), and a moment more: closing a connection drops what its
    // channel still holds, and a guest would read "the host has left" instead of "the host ended the game".
    async leave() {
      const wait = (ms) => new Promise((done) => setTimeout(done, ms));
      if (sending.size) await Promise.race([Promise.allSettled([...sending]), wait(2000)]).then(() => wait(300));
      await room.leave(); // (done once trystero has let the room go: until then, joining it again hands it back)
    },
  };
  window.kingsOnlineTransport = transport; // tests send hostile messages through it
  return transport;
}

// Public tables' notice board (web/shell/nostr.js and nostr-tools, vendored), loaded when a player first lists a
// table or looks for one: ``onEvents`` receives the relays' events in batches (web/shell/online/dom_public.py).
export async function board(onEvents) {
  const { openBoard } = await import("./nostr.js");
  return openBoard(onEvents);
}
