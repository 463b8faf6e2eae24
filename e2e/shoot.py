"""Screenshots of e2e/largest.py's states for a person to look at (not a test).

    python3 -m e2e.shoot NAME [NAME...] [--sizes desktop,phone,widget] [--themes light,dark] [--out DIR]

Serves the working tree on a free port (the zips must be built: a test run or scripts/vendor.py does it), opens each
state as a saved game at each size and theme in Debian's Chromium and writes DIR/NAME-SIZE-THEME.png.
"""

from __future__ import annotations

import argparse
import json
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

from e2e.fit import SIZES, TOUCH
from e2e.largest import states
from scripts import build_site, chromium, serve, vendor

REPO = Path(__file__).resolve().parent.parent


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="+")
    ap.add_argument("--sizes", default="desktop,phone,widget")
    ap.add_argument("--themes", default="light,dark")
    ap.add_argument("--out", type=Path, default=Path("/tmp/shots"))
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    if not vendor.game_zips_current():  # the code as it is in the tree, as e2e/conftest.py builds it
        vendor.build_game_zips()
    vendor.boot_module()
    vendor.shell_css()  # (web/shell/*.css in one file: a change there shows only once it is built again)
    build_site.stamp(REPO)
    server = serve.make_server(REPO, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_port}"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium.PATH, args=[*chromium.ARGS, chromium.NO_DNS])
        for name in args.names:
            largest = states()[name]
            storage = json.dumps(largest.storage())
            for size in args.sizes.split(","):
                width, height, embed = SIZES[size]
                for theme in args.themes.split(","):
                    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=size in TOUCH,
                                                  color_scheme="dark" if theme == "dark" else "light",
                                                  service_workers="block")  # fmt: skip
                    page = context.new_page()
                    page.on("pageerror", lambda exc: print("page error:", exc))
                    page.on("console", lambda m: print("console:", m.text[:300]) if m.type == "error" else None)
                    page.add_init_script(f"for (const [k, v] of Object.entries({storage})) localStorage.setItem(k, v);")
                    page.goto(f"{base}/index.html?game={largest.game}" + ("&embed=1" if embed else ""))
                    page.wait_for_selector(f"body[data-game='{largest.game}'][data-state='{largest.state}']",
                                           timeout=60_000)  # fmt: skip
                    page.wait_for_timeout(700)
                    if largest.click:
                        page.click(largest.click)
                        page.wait_for_timeout(400)
                    path = args.out / f"{name}-{size}-{theme}.png"
                    page.screenshot(path=str(path))
                    print(path, flush=True)
                    context.close()
        browser.close()


if __name__ == "__main__":
    main()
