"""The analysis queue: a look is asked for by one request and solved off it (huey), by the
consumer thread the app starts itself over SQLite in the instance folder, or over Redis.
The result is found by any worker (the task id is the position's), and kept as its cache."""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

POSITION = "kbest-play_vstandard_s0_d3_m0_tH_U9H_hJHJDAHKS9C"
HTMX = {"HX-Request": "true"}


def refine_until_done(client: FlaskClient, samples: int = 256) -> tuple[list[str], str]:
    """Ask for one look and poll it as the page does; every answer it gave on the way."""
    url = f"/analyse/refine?p={POSITION}&n={samples}"
    states = []
    for _ in range(300):
        response = client.get(url, headers=HTMX)
        assert response.status_code == 200
        html = response.get_data(as_text=True)
        if "data-pending" in html:
            states.append("pending")
            time.sleep(0.1)
            continue
        states.append("done")
        return states, html
    raise AssertionError("the look never finished")


def samples_of(html: str) -> int:
    found = re.search(r'data-samples="(\d+)"', html)
    assert found is not None
    return int(found.group(1))


def test_the_embedded_queue_solves_a_look_off_the_request(app_factory: Any, tmp_path: Path) -> None:
    queue_file = tmp_path / "queue.sqlite"
    app = app_factory(ANALYSIS_QUEUE_URL=f"sqlite:///{queue_file}")
    client = app.test_client()
    states, html = refine_until_done(client)
    # The first request only asked: the consumer thread answered a later one.
    assert states[0] == "pending"
    assert states[-1] == "done"
    assert samples_of(html) == 256
    assert queue_file.exists()
    # Another worker on the same queue finds the result at once: it is the position's.
    other = app_factory(ANALYSIS_QUEUE_URL=f"sqlite:///{queue_file}", ANALYSIS_QUEUE_WORKERS=0)
    again, same = refine_until_done(other.test_client())
    assert again == ["done"]
    assert same == html
    app.extensions["board_queue"].stop()


def test_in_tests_the_queue_runs_at_once(client: FlaskClient) -> None:
    states, html = refine_until_done(client, 512)
    assert states == ["done"]
    assert samples_of(html) == 512


@pytest.fixture
def redis_url(tmp_path: Path) -> Iterator[str]:
    server = shutil.which("redis-server")
    if server is None:
        # CI installs it (.ci/run): there a missing server is a failure, not a skip.
        if os.environ.get("CI") == "true":
            pytest.fail("Debian's redis-server is not installed")
        pytest.skip("Debian's redis-server is not installed")
    pytest.importorskip("redis")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen(  # noqa: S603 - our own throwaway server
        [server, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--dir", str(tmp_path)],
        stdout=subprocess.DEVNULL,
    )
    try:
        for _ in range(100):
            with socket.socket() as probe:
                if probe.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.05)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        process.terminate()
        process.wait(timeout=10)


def test_the_queue_runs_over_redis_when_configured(app_factory: Any, redis_url: str) -> None:
    app = app_factory(ANALYSIS_QUEUE_URL=redis_url)
    states, html = refine_until_done(app.test_client())
    assert states[0] == "pending"
    assert samples_of(html) == 256
    web_only = app_factory(ANALYSIS_QUEUE_URL=redis_url, ANALYSIS_QUEUE_WORKERS=0)
    assert refine_until_done(web_only.test_client()) == (["done"], html)
    app.extensions["board_queue"].stop()
    time.sleep(0.3)  # the consumer sees the stop before the server goes


@pytest.mark.slow  # starts a consumer process (seconds)
def test_the_api_and_the_plain_form_wait_on_the_queue(app_factory: Any, tmp_path: Path) -> None:
    """No analysis runs in the web process: with no consumer the API says 202 (still
    running) and the plain form reloads itself; a consumer then answers both."""
    queue_file = tmp_path / "queue.sqlite"
    asking = app_factory(
        ANALYSIS_QUEUE_URL=f"sqlite:///{queue_file}", ANALYSIS_QUEUE_WORKERS=0, ANALYSIS_WAIT_S=0.2
    )
    client = asking.test_client()
    body = {"kind": "best-play", "seat": 0, "dealer": 3, "maker": 0, "trump": "H"}
    body |= {"upcard": "9H", "upcard_taken": True, "hand": "JH JD AH KS 9C", "samples": 64}
    waiting = client.post("/api/analyse", json=body)
    assert waiting.status_code == 202
    assert waiting.headers["Retry-After"] == "1"
    assert waiting.get_json()["pending"] is True
    page = client.get(f"/analyse/?p={POSITION}&full=1")
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    assert 'http-equiv="refresh"' in html
    assert "data-pending" in html
    # A consumer (another app on the same queue) solves what was asked; the API then answers.
    solving = app_factory(ANALYSIS_QUEUE_URL=f"sqlite:///{queue_file}", ANALYSIS_WAIT_S=60.0)
    solved = solving.test_client().post("/api/analyse", json=body)
    assert solved.status_code == 200
    assert solved.get_json()["samples"] == 64
    assert client.post("/api/analyse", json=body).get_json() == solved.get_json()
    solving.extensions["board_queue"].stop()
