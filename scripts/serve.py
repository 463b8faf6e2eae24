#!/usr/bin/env python3
"""Serve the static site on 127.0.0.1 (stdlib only).

    python3 scripts/serve.py [--port 8000] [--root DIR] [--quiet]

--port 0 picks a free port. e2e/conftest.py imports make_server() from here,
so the tests and a person playing see the same MIME types.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import os
import sys
from pathlib import Path
from typing import Any, ClassVar

ROOT = Path(__file__).resolve().parent.parent

# Set explicitly rather than trusting the platform's mimetypes tables, which
# vary between machines. application/wasm lets the browser compile the
# interpreter while it streams in; .mjs must be JavaScript or module imports fail.
MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".toml": "application/toml",
    ".zip": "application/zip",
    ".webmanifest": "application/manifest+json",
    ".py": "text/x-python",
}


class Handler(http.server.SimpleHTTPRequestHandler):
    quiet: ClassVar[bool] = False

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        ext = os.path.splitext(path)[1].lower()
        return MIME_TYPES.get(ext) or super().guess_type(path)

    def end_headers(self) -> None:
        # As GitHub Pages does: a sandboxed <iframe> (an opaque origin) may then load the game.
        self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class QuietHandler(Handler):
    quiet = True


class Server(http.server.ThreadingHTTPServer):
    """A browser that stops a download (a page reloaded or closed while the runtime was still arriving) is no
    error of the server's: it is not printed as a traceback, which would look like a failure in a test log."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        if isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            return
        super().handle_error(request, client_address)


def make_server(root: Path | str = ROOT, port: int = 8000, quiet: bool = False) -> http.server.ThreadingHTTPServer:
    """A server bound to 127.0.0.1:port (0 = any free port), not yet started."""
    handler = functools.partial(QuietHandler if quiet else Handler, directory=str(root))
    return Server(("127.0.0.1", port), handler)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000, help="port (default 8000; 0 = any)")
    parser.add_argument(
        "--root",
        type=Path,
        default=ROOT,
        help="directory to serve (default: repo root)",
    )
    parser.add_argument("--quiet", action="store_true", help="don't log each request")
    args = parser.parse_args()
    if not args.root.is_dir():
        parser.error(f"--root {args.root} is not a directory")
    if args.root.resolve() == ROOT and (ROOT / "vendor").is_dir():
        # the shell's stylesheets as the page links them, from the sources as they are now (scripts/vendor.py)
        sys.path.insert(0, str(ROOT))
        from scripts import vendor

        vendor.shell_css()
    server = make_server(args.root, args.port, args.quiet)
    url = f"http://127.0.0.1:{server.server_port}/"
    print(f"Serving {args.root.resolve()} at {url}  (Ctrl-C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
