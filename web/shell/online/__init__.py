"""Online play: the protocol, the rooms and the page code, loaded only when a player chooses it (docs/online.md)."""
