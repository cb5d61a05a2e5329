"""Instructions per request under callgrind: our busiest pages against the anchor's.

    python benchmarks/instructions.py           # a table
    python benchmarks/instructions.py --json    # one JSON object

Counting instructions (valgrind's callgrind, Debian package ``valgrind``) gives the same
figure on a quiet machine and on a loaded one, so two commits can be compared on the
shared machine where ``web.py``'s throughput swings with everyone else's work.

Each figure comes from two processes run under ``valgrind --tool=callgrind``, both making
``--warm-up`` requests and then one ``--requests`` (M) measured requests, the other 2M:
the difference of their totals, divided by M, is what one request costs, with start-up
(interpreter, imports, the app's creation, the warm-up) cancelled out. The requests go
straight to the WSGI application (a WSGI environ made by hand, as gunicorn makes one,
and the response's body read through): no test client and no HTTP server in the count.

Pages, each anonymous and signed in, for Euchre Tutor and the anchor
(``benchmarks/anchor_app.py``, the minimal app of ``web.py``):

- ``item``: GET one quiz item page;
- ``lesson``: GET one lesson page;
- ``answer``: a pair, GET the item page and POST an answer with its fresh form fields
  (CSRF token, one-time answer token) as htmx does; per pair.

Ours runs on a database made by ``web.py``'s ``prepare_database`` (a learner, and a
teacher with a class of 30 and 1,800 answers); the signed-in learner signs in through the
login form, as in ``web.py``. ``ratio`` is the anchor's instructions over ours (issue 28's
targets: the item page at least 1.2, the answer pair at least 1.0). The anchor's bank is
the set's, each item's explanation written out as prose (``web.anchor_bank``).
``--anchor-from`` takes the anchor's figures from an earlier ``--json`` report and counts
ours only (the anchor does not change with our code).
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import io
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import click

BENCH_DIR = Path(__file__).resolve().parent
ROOT = BENCH_DIR.parent
sys.path.insert(0, str(BENCH_DIR))

import web  # noqa: E402  (benchmarks/web.py: its fixture, secret key and password)

PAGES = ("item", "lesson", "answer")
IDENTITIES = ("anonymous", "signed-in")
APPS = ("ours", "anchor")
HIDDEN = re.compile(r'<input type="hidden" name="([^"]+)" value="([^"]*)"')
ANSWER = re.compile(r'name="answer" value="([^"]+)"')
CSRF = re.compile(r'name="csrf_token"[^>]*value="([^"]+)"')


# -- the child: requests straight through the WSGI application ----------------------------


class Visitor:
    """One browser: keeps its cookies and calls the WSGI app as a server would."""

    def __init__(self, app: Callable[..., Iterable[bytes]]) -> None:
        self.app = app
        self.cookies: dict[str, str] = {}

    def request(
        self, method: str, path: str, form: str = "", headers: dict[str, str] | None = None
    ) -> tuple[int, str]:
        body = form.encode()
        environ: dict[str, Any] = {
            "REQUEST_METHOD": method,
            "SCRIPT_NAME": "",
            "PATH_INFO": path,
            "QUERY_STRING": "",
            "SERVER_NAME": "127.0.0.1",
            "SERVER_PORT": "8000",
            "SERVER_PROTOCOL": "HTTP/1.1",
            "REMOTE_ADDR": "127.0.0.1",
            "HTTP_HOST": "127.0.0.1:8000",
            "HTTP_USER_AGENT": "instructions.py",
            "HTTP_ACCEPT": "text/html",
            "wsgi.version": (1, 0),
            "wsgi.url_scheme": "http",
            "wsgi.input": io.BytesIO(body),
            "wsgi.errors": sys.stderr,
            "wsgi.multithread": False,
            "wsgi.multiprocess": True,
            "wsgi.run_once": False,
        }
        if self.cookies:
            environ["HTTP_COOKIE"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        if method == "POST":
            environ["CONTENT_TYPE"] = "application/x-www-form-urlencoded"
            environ["CONTENT_LENGTH"] = str(len(body))
        for name, value in (headers or {}).items():
            environ["HTTP_" + name.upper().replace("-", "_")] = value
        replied: list[Any] = []

        def start_response(status: str, response_headers: list[tuple[str, str]], *_: Any) -> None:
            replied.append(int(status.split(" ", 1)[0]))
            for name, value in response_headers:
                if name.lower() == "set-cookie":
                    cookie, _, _ = value.partition(";")
                    key, _, content = cookie.partition("=")
                    if content and "Max-Age=0" not in value:
                        self.cookies[key] = content
                    else:
                        self.cookies.pop(key, None)

        result = self.app(environ, start_response)
        try:
            page = b"".join(result).decode()
        finally:
            close = getattr(result, "close", None)
            if close is not None:
                close()
        return replied[0], page


def answer_form(page: str) -> str:
    """The form htmx would post: the page's hidden fields and its first choice."""
    from urllib.parse import urlencode

    fields = HIDDEN.findall(page)
    choice = ANSWER.search(page)
    if not fields or choice is None:
        raise SystemExit("no answer form on the item page")
    return urlencode([*fields, ("answer", choice.group(1))])


def child_app(which: str, database: str, args: argparse.Namespace) -> tuple[Any, dict[str, str]]:
    """The WSGI app and the URLs of its pages."""
    if which == "ours":
        from tutor import create_app

        app = create_app(
            {"SQLALCHEMY_DATABASE_URI": f"sqlite:///{database}", "SECRET_KEY": web.SECRET_KEY}
        )
        return app, {
            "item": f"/quizzes/{args.set}/{args.item}",
            "lesson": f"/lessons/{args.lesson}",
        }
    # Written by the parent next to the database (``web.anchor_bank``).
    os.environ["ANCHOR_BANK"] = str(Path(database).parent / f"anchor-{args.set}.json")
    os.environ["ANCHOR_LESSON"] = str(ROOT / "lessons" / "en" / f"{args.lesson}.md")
    os.environ["ANCHOR_DB"] = database
    from anchor_app import create_app as create_anchor

    return create_anchor(), {"item": f"/item/{args.item}", "lesson": f"/lessons/{args.lesson}"}


def sign_in(which: str, visitor: Visitor) -> None:
    if which == "anchor":
        status, _ = visitor.request("POST", "/login", "name=bench-learner")
    else:
        from urllib.parse import urlencode

        _, page = visitor.request("GET", "/auth/login")
        token = CSRF.search(page)
        if token is None:
            raise SystemExit("no CSRF token on the login page")
        form = urlencode(
            {"csrf_token": token.group(1), "username": "bench-learner", "password": web.PASSWORD}
        )
        status, _ = visitor.request("POST", "/auth/login", form)
    if status not in (200, 302) or "session" not in visitor.cookies:
        raise SystemExit(f"signing in to {which} failed ({status})")


def run_job(which: str, app: Any, urls: dict[str, str], job: str, args: argparse.Namespace) -> None:
    """In a forked process: sign in if the job says so, warm up, then ``args.count``
    requests (pairs for ``answer``)."""
    page, identity = job.split(":")
    visitor = Visitor(app)
    if identity == "signed-in":
        sign_in(which, visitor)
    url = urls["item" if page == "answer" else page]
    for done in range(args.warm_up + args.count):
        if done == args.warm_up:
            # A full collection of the cyclic garbage collector walks every object of the
            # process (over 200,000: banks, caches): millions of instructions, due after
            # start-up's objects at an arbitrary request. Falling in the 2M fork's extra
            # requests and not the M fork's, it would move a figure by a fifth (the likely
            # cause of ±400k between two runs whose requests made the same Python calls).
            # Collected once and frozen here, in both forks, what is counted is the
            # requests' own work.
            gc.collect()
            gc.freeze()
        status, html = visitor.request("GET", url)
        if status != 200:
            raise SystemExit(f"GET {url} answered {status}")
        if page == "answer":
            status, _ = visitor.request("POST", url, answer_form(html), {"HX-Request": "true"})
            if status != 200:
                raise SystemExit(f"POST {url} answered {status}")


def child(args: argparse.Namespace) -> int:
    """Under callgrind: make the app once, then per job and count a forked process that
    runs it on a fresh copy of the database; each fork's pid goes to stdout (callgrind
    writes one file per process, and a fork's counts go on from its parent's)."""
    database = Path(args.database)
    pristine = database.with_name(database.name + ".pristine")
    if args.child == "ours":
        app, urls = child_app(args.child, str(database), args)
        with app.app_context():
            from tutor.extensions import db

            db.engine.dispose()
        settle(database)
        shutil.copy(database, pristine)
    else:
        import anchor_app  # noqa: F401  (imported once, before the forks)
    for job in args.jobs.split(","):
        for count in (args.count, 2 * args.count):

            def work(job: str = job, count: int = count) -> None:
                if args.child == "ours":
                    restore(pristine, database)
                    fork_app, fork_urls = app, urls
                else:
                    # The anchor is made afresh in each fork, on a new database: it costs
                    # the same in both forks of a job.
                    fresh = database.with_name(f"{database.stem}-{job}-{count}.sqlite")
                    fork_app, fork_urls = child_app(args.child, str(fresh), args)
                args.count = count
                run_job(args.child, fork_app, fork_urls, job, args)

            in_fork(job, count, work, f"{args.child} {job}")
    return 0


def in_fork(job: str, count: int, work: Callable[[], None], label: str) -> None:
    """Run ``work`` in a forked process, then print the fork's job, count and pid as one
    JSON line (callgrind writes a file per process, named by its pid, and a fork's counts
    go on from its parent's); a fork that fails stops the run."""
    pid = os.fork()
    if pid == 0:
        status = 0
        try:
            work()
        except BaseException as error:  # reported, then the fork ends
            print(f"{job}: {error!r}", file=sys.stderr)
            status = 1
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(status)
    _, status = os.waitpid(pid, 0)
    if status != 0:
        raise SystemExit(f"{label} x {count} failed")
    print(json.dumps({"job": job, "count": count, "pid": pid}), flush=True)


def settle(database: Path) -> None:
    """Move what SQLite's write-ahead log holds into the database file, so that a copy of
    the file alone is the whole database."""
    with contextlib.closing(sqlite3.connect(database)) as connection:
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")


def restore(pristine: Path, database: Path) -> None:
    """Give ``database`` the rows of ``pristine`` back (SQLite's backup, which other open
    connections to it see as a write)."""
    with (
        contextlib.closing(sqlite3.connect(pristine)) as source,
        contextlib.closing(sqlite3.connect(database)) as target,
    ):
        source.backup(target)


# -- the parent: callgrind runs and their differences -------------------------------------


def summary(out: Path) -> int:
    for line in out.read_text().splitlines():
        if line.startswith("summary:"):
            return int(line.split()[1])
    raise click.ClickException(f"no summary line in {out}")


def measure_app(
    which: str,
    jobs: list[str],
    database: Path,
    args: argparse.Namespace,
    folder: Path,
    done: Callable[[str], None],
) -> dict[str, int]:
    """Instructions per request (per pair for ``answer``) of each job of one app:
    (total of the fork at 2M - total of the fork at M) / M."""
    command = [
        "valgrind",
        "--tool=callgrind",
        f"--callgrind-out-file={folder}/callgrind.{which}.%p",
        str(Path(sys.executable).resolve()),
        str(Path(__file__).resolve()),
        f"--child={which}",
        f"--jobs={','.join(jobs)}",
        f"--database={database}",
        f"--count={args.requests}",
        f"--warm-up={args.warm_up}",
        f"--set={args.set}",
        f"--item={args.item}",
        f"--lesson={args.lesson}",
    ]
    return per_request(
        command,
        args.app_root,
        args.requests,
        lambda pid: folder / f"callgrind.{which}.{pid}",
        which,
        lambda job: done(f"{which} {job}"),
    )


def per_request(
    command: list[str],
    app_root: Path,
    requests: int,
    out_file: Callable[[int], Path],
    label: str,
    measured: Callable[[str], None] | None = None,
) -> dict[str, int]:
    """Run ``command``, a child under callgrind that prints one JSON line per fork (its
    job, its count of requests, M or 2M, and its pid), with ``app_root`` first on the
    path; per job, (the 2M fork's total - the M fork's) // M. ``out_file(pid)`` is where
    callgrind wrote a fork's counts; ``measured(job)`` is told when a job's pair is in."""
    env = {**os.environ, "PYTHONPATH": str(app_root), "PYTHONHASHSEED": "0"}
    totals: dict[str, dict[int, int]] = {}
    with subprocess.Popen(  # noqa: S603  (our own command line)
        command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    ) as process:
        assert process.stdout is not None
        assert process.stderr is not None
        for line in process.stdout:
            fork = json.loads(line)
            totals.setdefault(fork["job"], {})[fork["count"]] = summary(out_file(fork["pid"]))
            if measured is not None and len(totals[fork["job"]]) == 2:
                measured(fork["job"])
        errors = process.stderr.read()
    if process.returncode != 0:
        raise click.ClickException(f"the {label} run failed:\n{errors[-3000:]}")
    return {
        job: (counts[2 * requests] - counts[requests]) // requests for job, counts in totals.items()
    }


def anchor_figures(path: Path, jobs: list[str]) -> dict[str, int]:
    """The anchor's instructions per job from an earlier ``--json`` report."""
    pages = json.loads(path.read_text())["pages"]
    found: dict[str, int] = {}
    for job in jobs:
        row = pages.get(job.replace(":", " "))
        if row is None:
            raise SystemExit(f"{path} has no figure for {job.replace(':', ' ')}")
        found[job] = int(row["anchor"])
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--requests", type=int, default=20, help="M: measured requests")
    parser.add_argument("--warm-up", type=int, default=20, help="requests before measuring")
    parser.add_argument("--set", default="best-play-count-trumps", help="quiz set to serve")
    parser.add_argument("--item", type=int, default=1, help="item number in the set")
    parser.add_argument("--lesson", default="following-suit", help="lesson slug")
    parser.add_argument(
        "--pages", default=",".join(PAGES), help="comma-separated: item, lesson, answer"
    )
    parser.add_argument(
        "--app-root",
        type=Path,
        default=ROOT,
        help="our app from another checkout (e.g. an export of main, for before/after)",
    )
    parser.add_argument(
        "--anchor-from",
        type=Path,
        help="the anchor's figures from an earlier --json run (the anchor does not change "
        "with our code): only ours is counted, about half the time",
    )
    parser.add_argument(
        "--apps",
        default=",".join(APPS),
        help="comma-separated: ours, anchor (one alone gives counts without ratios)",
    )
    parser.add_argument(
        "--rows",
        help="comma-separated rows to count, e.g. 'item anonymous,answer signed-in' (default: "
        "every identity of every page of --pages); under load each row costs minutes",
    )
    parser.add_argument("--child", choices=APPS, help=argparse.SUPPRESS)
    parser.add_argument("--jobs", help=argparse.SUPPRESS)
    parser.add_argument("--database", help=argparse.SUPPRESS)
    parser.add_argument("--count", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        return child(args)
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (Debian: apt-get install valgrind)")
    args.app_root = args.app_root.resolve()
    pages = [page for page in args.pages.split(",") if page]
    jobs = [f"{page}:{identity}" for page in pages for identity in IDENTITIES]
    if args.rows:
        wanted = [row.strip().replace(" ", ":") for row in args.rows.split(",") if row.strip()]
        unknown = set(wanted) - {f"{p}:{i}" for p in PAGES for i in IDENTITIES}
        if unknown:
            raise SystemExit(f"no such rows: {', '.join(sorted(unknown))}")
        jobs = wanted
        pages = list(dict.fromkeys(job.split(":")[0] for job in jobs))

    figures: dict[str, dict[str, int]] = {}
    apps = tuple(app for app in APPS if app in args.apps.split(","))
    if args.anchor_from is not None:
        figures["anchor"] = anchor_figures(args.anchor_from, jobs)
        apps = ("ours",)
    with tempfile.TemporaryDirectory(prefix="tutor-bench-instructions-") as name:
        folder = Path(name)
        click.echo("preparing a fresh database (a class of 30 with 1,800 answers)", err=True)
        web.prepare_database(folder / "ours.sqlite", args.set)
        if "anchor" in apps:
            web.anchor_bank(args.set, folder)
        settle(folder / "ours.sqlite")
        with click.progressbar(
            length=len(jobs) * len(apps),
            label=f"callgrind, one process per app: {len(jobs)} jobs, each forked twice "
            f"({args.requests} and {2 * args.requests} requests after {args.warm_up})",
            file=sys.stderr,
            show_pos=True,
        ) as bar:

            def done(label: str) -> None:
                bar.label = f"callgrind: {label} measured"
                bar.update(1)

            for which in apps:
                figures[which] = measure_app(
                    which, jobs, folder / f"{which}.sqlite", args, folder, done
                )

    report: dict[str, Any] = {
        "requests": args.requests,
        "warm_up": args.warm_up,
        "set": args.set,
        "item": args.item,
        "lesson": args.lesson,
        "app_root": str(args.app_root),
        "anchor_from": None if args.anchor_from is None else str(args.anchor_from),
        "pages": {},
    }
    for page in pages:
        for identity in IDENTITIES:
            job = f"{page}:{identity}"
            if job not in jobs:
                continue
            ours = figures.get("ours", {}).get(job)
            anchor = figures.get("anchor", {}).get(job)
            report["pages"][f"{page} {identity}"] = {
                "ours": ours,
                "anchor": anchor,
                "ratio": round(anchor / ours, 3) if ours and anchor else None,
            }
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print("{:<20} {:>12} {:>12} {:>6}".format("page", "ours", "anchor", "ratio"))
        for label, row in report["pages"].items():
            ours, anchor = row["ours"] or 0, row["anchor"] or 0
            print(f"{label:<20} {ours:>12,} {anchor:>12,} {row['ratio']!s:>6}")
    ratios = {label: row["ratio"] for label, row in report["pages"].items() if row["ratio"]}
    if not ratios:
        click.echo(f"instructions: {len(report['pages'])} pages of {', '.join(apps)}", err=True)
        return 0
    worst = min(ratios, key=lambda label: ratios[label])
    click.echo(
        f"instructions: {len(ratios)} pages, anchor/ours {min(ratios.values())}-"
        f"{max(ratios.values())} (lowest: {worst}), {args.requests} requests per figure",
        err=True,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
