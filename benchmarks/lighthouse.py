"""Lighthouse scores of a lesson, a quiz item and a class grid (not run in CI).

    python benchmarks/lighthouse.py            # a table
    python benchmarks/lighthouse.py --json     # one JSON object

Serves the app as ``benchmarks/web.py`` does (gunicorn, 2 sync workers, a fresh SQLite
database in a temporary folder, loopback) and runs Lighthouse (npm ``lighthouse``, a
version that runs on Node 20) with Debian's chromium (``CHROME_PATH``) on each page:
performance, accessibility, best practices and SEO, each out of 100 (target: 95 or
more). The class grid is seen by its teacher, signed in, through the session cookie.
Lighthouse is installed with npm into ``benchmarks/.npm`` (git-ignored) on first use.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import click
from web import (
    BENCH_DIR,
    ROOT,
    SECRET_KEY,
    prepare_database,
    sign_in,
    start_gunicorn,
    stop,
    wait_ready,
)

LIGHTHOUSE_VERSION = "12.8.2"  # 13 needs Node 22
NPM_DIR = BENCH_DIR / ".npm"
LIGHTHOUSE = NPM_DIR / "node_modules" / ".bin" / "lighthouse"
CHROMIUM = "/usr/bin/chromium"
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
TARGET = 95


def ensure_lighthouse() -> None:
    if LIGHTHOUSE.exists():
        return
    if shutil.which("npm") is None:
        raise SystemExit("npm is not installed: apt-get install npm")
    click.echo(f"installing lighthouse@{LIGHTHOUSE_VERSION} into {NPM_DIR} with npm", err=True)
    subprocess.run(  # noqa: S603
        [  # noqa: S607  (npm from PATH, as a person would run it)
            "npm",
            "install",
            "--no-save",
            "--no-audit",
            "--no-fund",
            "--silent",
            f"--prefix={NPM_DIR}",
            f"lighthouse@{LIGHTHOUSE_VERSION}",
        ],
        check=True,
    )


def audit(url: str, out: Path, cookie: str = "") -> dict[str, Any]:
    command = [
        str(LIGHTHOUSE),
        url,
        "--output=json",
        f"--output-path={out}",
        "--quiet",
        f"--only-categories={','.join(CATEGORIES)}",
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking",
    ]
    if cookie:
        command.append(f"--extra-headers={json.dumps({'Cookie': cookie})}")
    subprocess.run(  # noqa: S603
        command, check=True, env={**os.environ, "CHROME_PATH": CHROMIUM}, capture_output=True
    )
    report: dict[str, Any] = json.loads(out.read_text())
    scores = {name: round(report["categories"][name]["score"] * 100) for name in CATEGORIES}
    # Every weighted audit short of full marks, to say what to fix.
    failing = [
        f"{category}: {report['audits'][ref['id']]['title']}"
        for category in CATEGORIES
        for ref in report["categories"][category]["auditRefs"]
        if ref.get("weight")
        and (report["audits"][ref["id"]].get("score") is not None)
        and report["audits"][ref["id"]]["score"] < 1
    ]
    return {"scores": scores, "failing": failing}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--set", default="best-play-count-trumps", help="quiz set")
    parser.add_argument("--lesson", default="following-suit", help="lesson slug")
    args = parser.parse_args(argv)
    ensure_lighthouse()
    if not Path(CHROMIUM).exists():
        raise SystemExit("Debian chromium is not installed: apt-get install chromium")
    results: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="tutor-lighthouse-") as folder:
        tmp = Path(folder)
        click.echo("preparing a fresh database (a class of 30 with 1,800 answers)", err=True)
        fixture = prepare_database(tmp / "tutor.sqlite", args.set)
        server = start_gunicorn(
            "ours",
            "tutor:create_app()",
            {
                "DATABASE_URL": f"sqlite:///{tmp / 'tutor.sqlite'}",
                "SECRET_KEY": SECRET_KEY,
                "PYTHONPATH": str(ROOT),
            },
            ROOT,
            tmp,
        )
        try:
            wait_ready(server, "/healthz")
            teacher = sign_in(server.base, fixture.teacher)
            pages = [
                ("lesson", f"/lessons/{args.lesson}", ""),
                ("quiz item", f"/quizzes/{args.set}/1", ""),
                ("class grid", f"/classes/{fixture.class_id}/grid", teacher),
            ]
            with click.progressbar(
                pages,
                label="lighthouse: a lesson, a quiz item, the class grid",
                file=sys.stderr,
                item_show_func=lambda page: page[0] if page else None,
            ) as bar:
                for name, path, cookie in bar:
                    results[name] = {"path": path} | audit(
                        server.base + path, tmp / f"{len(results)}.json", cookie
                    )
        finally:
            stop(server)
    if args.json:
        print(json.dumps({"lighthouse": LIGHTHOUSE_VERSION, "pages": results}, indent=2))
    else:
        print(f"{'page':<12} " + " ".join(f"{name:>15}" for name in CATEGORIES))
        for name, result in results.items():
            print(f"{name:<12} " + " ".join(f"{result['scores'][c]:>15}" for c in CATEGORIES))
            for title in result["failing"]:
                print(f"    below full marks: {title}")
    lowest = min(score for result in results.values() for score in result["scores"].values())
    click.echo(
        f"lighthouse: {len(results)} pages, lowest score {lowest} (target {TARGET})", err=True
    )
    return 0 if lowest >= TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
