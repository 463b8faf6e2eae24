"""scripts/serve.py, the local server a player and the e2e tests use: a browser that drops a download is no error."""

from __future__ import annotations

import pytest

from scripts import serve


@pytest.fixture
def server():
    httpd = serve.make_server(port=0, quiet=True)
    yield httpd
    httpd.server_close()


@pytest.mark.parametrize("dropped", [ConnectionResetError(104, "Connection reset by peer"), BrokenPipeError(32, "x")])
def test_a_browser_that_stops_a_download_prints_no_traceback(server, capsys, dropped):
    try:
        raise dropped
    except OSError:
        server.handle_error(None, ("127.0.0.1", 50000))
    assert capsys.readouterr().err == ""


def test_any_other_failure_of_a_request_is_still_printed(server, capsys):
    try:
        raise ValueError("a real bug in a handler")
    except ValueError:
        server.handle_error(None, ("127.0.0.1", 50000))
    err = capsys.readouterr().err
    assert "Traceback" in err and "a real bug in a handler" in err
