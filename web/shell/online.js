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

export async function connect(code, onJoin, onLeave, onMessage, onError) {
  const { joinRoom, selfId } = await import("../../vendor/trystero/torrent.mjs");
  const room = joinRoom(
    {
      appId: APP,
      password: code,
      relayConfig: { urls: words("kings-relays"), warnOnRelayFailure: false },
      rtcConfig: { iceServers: words("kings-ice").map((urls) => ({ urls })) },
    },
    code,
    { onJoinError: (details) => onError(String(details?.error ?? details)) },
  );
  const action = room.makeAction("kings");
  action.onMessage = (data, context) => {
    const text = typeof data === "string" ? data : "";
    tap("in", context.peerId, text);
    onMessage(context.peerId, text);
  };
  room.onPeerJoin = (peer) => onJoin(peer);
  room.onPeerLeave = (peer) => onLeave(peer);
  const transport = {
    self: selfId,
    send(peer, text) {
      tap("out", peer, text);
      action.send(text, { target: peer }).catch(() => {});
    },
    ping: (peer) => room.ping(peer),
    peers: () => Object.keys(room.getPeers()),
    leave: () => room.leave(),
  };
  window.kingsOnlineTransport = transport; // tests send hostile messages through it
  return transport;
}
