"""How fast the web app serves its busiest pages, as ratios to a minimal app in the same run.

    python benchmarks/web.py            # a table
    python benchmarks/web.py --json     # one JSON object

Both apps run under gunicorn with 2 sync workers on loopback at free ports, each on a
fresh SQLite database in a temporary folder: Euchre Tutor, and the anchor
(``benchmarks/anchor_app.py``), a minimal Flask + Jinja + SQLite app that renders the same
quiz item from the same JSON bank and records one answer. wrk (Debian package ``wrk``)
drives them in turn at 16 connections for a bounded time per run; every figure is the
median of ``--repeats`` runs, and each run of ours is followed by the anchor's run of
the same job, so machine noise hits both.

Each wrk connection is one visitor that keeps its cookies (``benchmarks/wrk/visit.lua``).
"answer" is a pair: GET the item page, then POST one answer with the page's fresh form
fields (CSRF token, one-time answer token) as htmx does. Both run anonymous and signed in:
signed in, the anchor does the same job with accounts and nothing else (a session cookie,
one query for the login session and its user on every request, the user's solved count on
the item page, the answer stored as theirs). A signed-in figure is also given against the
anonymous anchor (``ratio_vs_anonymous_anchor``): what accounts cost, measured apart.

Then the teacher pages of a class of 30 students with 1,800 answers are timed one request
at a time (median latency; the target is under 100 ms).

``--instructions`` counts instructions per request under callgrind instead of timing
(``benchmarks/instructions.py``, the same pages and anchor): on the shared machine the
wrk ratios swing with everyone else's work, instruction counts do not.
"""

from __future__ import annotations

import argparse
import contextlib
import http.cookiejar
import json
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import click

ROOT = Path(__file__).resolve().parent.parent
BENCH_DIR = Path(__file__).resolve().parent
VISIT_LUA = BENCH_DIR / "wrk" / "visit.lua"
SECRET_KEY = "benchmark-web-not-secret"  # noqa: S105  (signs cookies of a throwaway run)
PASSWORD = "Bench-marking-pass-9"  # noqa: S105  (a throwaway account on a temporary database)
STUDENTS = 30
ANSWERS_PER_STUDENT = 60


# -- servers ------------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class Server:
    name: str
    base: str
    process: subprocess.Popen[bytes]
    log: Path


def start_gunicorn(name: str, app: str, env: dict[str, str], chdir: Path, tmp: Path) -> Server:
    port = free_port()
    log = tmp / f"{name}.log"
    process = subprocess.Popen(  # noqa: S603  (our own command line)
        [
            sys.executable,
            "-m",
            "gunicorn",
            "--workers=2",
            "--worker-class=sync",
            f"--bind=127.0.0.1:{port}",
            f"--chdir={chdir}",
            "--log-level=warning",
            app,
        ],
        env={**os.environ, **env},
        stdout=log.open("wb"),
        stderr=subprocess.STDOUT,
    )
    return Server(name, f"http://127.0.0.1:{port}", process, log)


def wait_ready(server: Server, path: str, timeout_s: float = 60.0) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if server.process.poll() is not None:
            break
        try:
            with urllib.request.urlopen(server.base + path, timeout=5) as reply:  # noqa: S310
                if reply.status == 200:
                    return
        except OSError:  # refused, reset or timed out while the workers boot
            time.sleep(0.2)
    raise SystemExit(f"{server.name} did not start; its log:\n{server.log.read_text()}")


def cpu_seconds(server: Server) -> float:
    """CPU time the server's processes (gunicorn master and workers) have used so far.

    Other programs on a shared machine change how many requests a second a server gets
    through, but hardly what each request costs in CPU: this figure is the steadier one.
    """
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0.0
    master = server.process.pid
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:  # the process ended meanwhile
            continue
        # After the command name: state, ppid, ... utime (12th), stime (13th).
        if int(entry.name) == master or int(fields[1]) == master:
            total += (int(fields[11]) + int(fields[12])) / ticks
    return total


def stop(server: Server) -> None:
    server.process.terminate()
    try:
        server.process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.process.kill()
        server.process.wait()


# -- the data: a learner, and a teacher with a class of 30 and 1,800 answers ---------------


@dataclass(frozen=True)
class Fixture:
    learner: str
    teacher: str
    class_id: int
    student_id: int
    assignment_id: int


def prepare_database(database: Path, set_id: str) -> Fixture:
    """Migrate a fresh database and fill it, in this process, before the server starts."""
    from werkzeug.security import generate_password_hash

    from tutor import create_app
    from tutor.classes import services
    from tutor.extensions import db
    from tutor.models import Attempt, Learner, User
    from tutor.practice.item_progress import note_item_answered
    from tutor.web import content

    app = create_app({"SQLALCHEMY_DATABASE_URI": f"sqlite:///{database}", "SECRET_KEY": SECRET_KEY})
    cheap_hash = generate_password_hash(PASSWORD, method="pbkdf2:sha256:1000")
    with app.app_context():
        learner = User(username="bench-learner", role="learner", password_hash=cheap_hash)
        teacher = User(username="bench-teacher", role="teacher", password_hash=cheap_hash)
        db.session.add_all([learner, teacher])
        db.session.commit()
        classroom = services.create_class(teacher, "Class 7B", "standard", {})
        students = []
        for number in range(1, STUDENTS + 1):
            student = User(
                username=f"pupil{number:02d}",
                display_name=f"Pupil {number:02d}",
                role="learner",
                password_hash=cheap_hash,
            )
            db.session.add(student)
            db.session.flush()
            db.session.add(Learner(user_id=student.id))
            students.append(student)
        db.session.commit()
        for student in students:
            services.add_student(classroom, student)
        catalogue = content.quiz_catalogue()
        others = [s for s in content.playable_sets() if s.id != set_id]
        sets = [*others[:5], catalogue[set_id]]
        assignment = services.create_assignment(
            classroom,
            teacher,
            title="Week 3",
            note="Bowers and best play",
            due_on=None,
            items=[services.PlannedItem("quiz", s.id) for s in sets[-3:]],
        )
        # Answers start a minute after joining: a class shows its work from joining on.
        start = datetime.now(UTC) + timedelta(minutes=1)
        for index, student in enumerate(students):
            assert student.learner is not None
            for n in range(ANSWERS_PER_STUDENT):
                quiz_set = sets[n % len(sets)]
                item = quiz_set.items[(n // len(sets) + index) % len(quiz_set.items)]
                correct = (n + index) % 3 != 0
                db.session.add(
                    Attempt(
                        learner_id=student.learner.id,
                        set_id=quiz_set.id,
                        item_id=item.id,
                        kind=item.kind,
                        themes=" ".join(item.themes),
                        answer=item.choices[0],
                        correct=correct,
                        time_taken_ms=4000 + 97 * n,
                        created_at=start + timedelta(seconds=30 * n + index),
                    )
                )
                note_item_answered(student.learner.id, quiz_set.id, item.id, correct)
        db.session.commit()
        fixture = Fixture(
            "bench-learner", "bench-teacher", classroom.id, students[0].id, assignment.id
        )
        db.session.remove()
    return fixture


# -- HTTP helpers ---------------------------------------------------------------------------


def sign_in(base: str, username: str) -> str:
    """Sign in through the login form; the Cookie header a signed-in browser would send."""
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    with opener.open(base + "/auth/login") as reply:
        page = reply.read().decode()
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', page) or re.search(
        r'name="csrf_token" value="([^"]+)"', page
    )
    if token is None:
        raise SystemExit("no CSRF token on the login page")
    form = urllib.parse.urlencode(
        {"csrf_token": token.group(1), "username": username, "password": PASSWORD}
    ).encode()
    with opener.open(base + "/auth/login", data=form) as reply:
        reply.read()
    cookies = "; ".join(f"{cookie.name}={cookie.value}" for cookie in jar)
    if "session=" not in cookies:
        raise SystemExit(f"signing in as {username} gave no session cookie")
    return cookies


def sign_in_anchor(base: str, name: str) -> str:
    """The anchor's sign-in (no password: checking one is the login's job, not a page's)."""
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    with opener.open(base + "/login", data=urllib.parse.urlencode({"name": name}).encode()):
        pass
    cookies = "; ".join(f"{cookie.name}={cookie.value}" for cookie in jar)
    if "session=" not in cookies:
        raise SystemExit("signing in to the anchor gave no session cookie")
    return cookies


def get(url: str, cookie: str = "") -> tuple[int, float]:
    request = urllib.request.Request(url, headers={"Cookie": cookie} if cookie else {})  # noqa: S310
    started = time.perf_counter()
    try:
        with urllib.request.urlopen(request, timeout=30) as reply:  # noqa: S310
            reply.read()
            status = int(reply.status)
    except urllib.error.HTTPError as error:
        status = error.code
    return status, time.perf_counter() - started


# -- wrk ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Job:
    name: str  # "item", "lesson" or "answer"
    identity: str  # "anonymous" or "signed-in"
    app: str  # "ours" or "anchor"
    url: str
    cookie: str = ""

    @property
    def mode(self) -> str:
        return "answer" if self.name == "answer" else "get"


def run_wrk(job: Job, server: Server, connections: int, duration_s: int) -> dict[str, Any]:
    parts = urllib.parse.urlsplit(job.url)
    command = [
        "wrk",
        f"--threads={connections}",  # one connection per thread: see visit.lua
        f"--connections={connections}",
        f"--duration={duration_s}s",
        "--timeout=10s",
        f"--script={VISIT_LUA}",
        f"{parts.scheme}://{parts.netloc}",
        "--",
        job.mode,
        parts.path,
        job.cookie,
    ]
    cpu_before = cpu_seconds(server)
    finished = subprocess.run(command, capture_output=True, text=True, check=True)  # noqa: S603
    cpu_used = cpu_seconds(server) - cpu_before
    line = next((row for row in finished.stdout.splitlines() if row.startswith("WRK-JSON ")), None)
    if line is None:
        raise SystemExit(f"wrk gave no figures for {job}:\n{finished.stdout}{finished.stderr}")
    figures: dict[str, Any] = json.loads(line.removeprefix("WRK-JSON "))
    seconds = figures["duration_us"] / 1e6
    done = figures["answered"] if job.mode == "answer" else figures["gets"]
    return {
        "per_s": done / seconds,
        "cpu_ms": cpu_used * 1000 / done if done else float("nan"),
        "p50_ms": figures["p50_us"] / 1000,
        "p99_ms": figures["p99_us"] / 1000,
        "bad": figures["bad"] + figures["socket_errors"],
    }


# -- the run --------------------------------------------------------------------------------


def check_wrk() -> None:
    if shutil.which("wrk") is None:
        raise SystemExit(
            "wrk is not installed: this benchmark drives the servers with it.\n"
            "Install the Debian package:  apt-get install wrk"
        )


def anchor_bank(set_id: str, folder: Path) -> Path:
    """The set's bank as the anchor reads it (``ANCHOR_BANK``): each item with its
    explanation written out in every language, as banks stored it before they stored
    facts (the anchor renders no facts: it shows the text it is given, as it did then)."""
    from tutor import create_app
    from tutor.web.explanation.registry import explanation_texts

    bank = json.loads((ROOT / "quizzes" / f"{set_id}.json").read_text())
    app = create_app({"SQLALCHEMY_DATABASE_URI": "sqlite://", "SECRET_KEY": SECRET_KEY})
    with app.test_request_context("/"):
        for item in bank["items"]:
            item["explanation"] = explanation_texts(item)
    path = folder / f"anchor-{set_id}.json"
    path.write_text(json.dumps(bank))
    return path


@contextlib.contextmanager
def servers(
    tmp: Path, set_id: str, lesson_file: Path, app_root: Path
) -> Iterator[tuple[Server, Server]]:
    ours = start_gunicorn(
        "ours",
        # wrk's visitors answer from one address: their answers are counted (that cost is
        # measured) but never refused by the anonymous answer limit (issue 32).
        "tutor:create_app({'ANONYMOUS_ANSWER_LIMIT': '1000000000 per minute'})",
        {
            "DATABASE_URL": f"sqlite:///{tmp / 'tutor.sqlite'}",
            "SECRET_KEY": SECRET_KEY,
            "PYTHONPATH": str(app_root),
        },
        app_root,
        tmp,
    )
    anchor = start_gunicorn(
        "anchor",
        "anchor_app:create_app()",
        {
            "ANCHOR_BANK": str(anchor_bank(set_id, tmp)),
            "ANCHOR_LESSON": str(lesson_file),
            "ANCHOR_DB": str(tmp / "anchor.sqlite"),
        },
        BENCH_DIR,
        tmp,
    )
    try:
        wait_ready(ours, "/healthz")
        wait_ready(anchor, "/item/1")
        yield ours, anchor
    finally:
        stop(ours)
        stop(anchor)


def median_of(runs: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "per_s": round(statistics.median(r["per_s"] for r in runs), 1),
        "cpu_ms": round(statistics.median(r["cpu_ms"] for r in runs), 2),
        "p50_ms": round(statistics.median(r["p50_ms"] for r in runs), 1),
        "p99_ms": round(statistics.median(r["p99_ms"] for r in runs), 1),
        "bad": sum(r["bad"] for r in runs),
    }


def teacher_pages(base: str, cookie: str, fixture: Fixture, requests: int) -> dict[str, float]:
    prefix = f"{base}/classes/{fixture.class_id}"
    pages = {
        "class": f"{prefix}/",
        "grid": f"{prefix}/grid",
        "student": f"{prefix}/students/{fixture.student_id}",
        "misconceptions": f"{prefix}/misconceptions",
        "assignment": f"{prefix}/assignments/{fixture.assignment_id}",
        "attempts.csv": f"{prefix}/export/attempts.csv",
    }
    medians: dict[str, float] = {}
    for name, url in pages.items():
        timings = []
        for _ in range(requests):
            status, seconds = get(url, cookie)
            if status != 200:
                raise SystemExit(f"teacher page {name} answered {status}: {url}")
            timings.append(seconds * 1000)
        medians[name] = round(statistics.median(timings), 1)
    return medians


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--duration", type=int, default=5, help="seconds per wrk run")
    parser.add_argument("--repeats", type=int, default=3, help="runs per figure (median)")
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument("--set", default="best-play-count-trumps", help="quiz set to serve")
    parser.add_argument("--item", type=int, default=1, help="item number in the set")
    parser.add_argument("--lesson", default="following-suit", help="lesson slug")
    parser.add_argument("--teacher-requests", type=int, default=15, help="0 skips them")
    parser.add_argument(
        "--pages",
        default="",
        help="only these jobs, comma-separated (e.g. 'item anonymous,answer anonymous')",
    )
    parser.add_argument(
        "--app-root",
        type=Path,
        default=ROOT,
        help="serve the app from another checkout (e.g. an export of main, for before/after)",
    )
    parser.add_argument(
        "--instructions",
        action="store_true",
        help="count instructions per request under callgrind instead (benchmarks/"
        "instructions.py: the same pages against the same anchor, steady under load)",
    )
    args = parser.parse_args(argv)
    if args.instructions:
        # Same fixture and anchor, counted by callgrind instead of timed under wrk.
        import instructions

        pages = sorted({job.split()[0] for job in args.pages.split(",") if job.strip()})
        return instructions.main(
            [
                *(["--json"] if args.json else []),
                f"--set={args.set}",
                f"--item={args.item}",
                f"--lesson={args.lesson}",
                f"--app-root={args.app_root}",
                *([f"--pages={','.join(pages)}"] if pages else []),
            ]
        )
    check_wrk()
    lesson_file = ROOT / "lessons" / "en" / f"{args.lesson}.md"

    with tempfile.TemporaryDirectory(prefix="tutor-bench-web-") as folder:
        tmp = Path(folder)
        click.echo("preparing a fresh database (a class of 30 with 1,800 answers)", err=True)
        fixture = prepare_database(tmp / "tutor.sqlite", args.set)
        with servers(tmp, args.set, lesson_file, args.app_root.resolve()) as (ours, anchor):
            cookies = {
                "anonymous": ("", ""),
                "signed-in": (
                    sign_in(ours.base, fixture.learner),
                    sign_in_anchor(anchor.base, fixture.learner),
                ),
            }
            item_path = f"/quizzes/{args.set}/{args.item}"
            lesson_path = f"/lessons/{args.lesson}"
            pairs: list[tuple[Job, Job]] = []
            wanted = {page.strip() for page in args.pages.split(",") if page.strip()}
            for name, our_path, anchor_path in (
                ("item", item_path, f"/item/{args.item}"),
                ("lesson", lesson_path, f"/lessons/{args.lesson}"),
                ("answer", item_path, f"/item/{args.item}"),
            ):
                for identity, (cookie, anchor_cookie) in cookies.items():
                    if wanted and f"{name} {identity}" not in wanted:
                        continue
                    pairs.append(
                        (
                            Job(name, identity, "ours", ours.base + our_path, cookie),
                            Job(name, identity, "anchor", anchor.base + anchor_path, anchor_cookie),
                        )
                    )
            # Warm both up (imports, template compiles, first connections) outside the figures.
            for our_job, anchor_job in pairs:
                for job in (our_job, anchor_job):
                    get(job.url, job.cookie)
            results: dict[Job, list[dict[str, Any]]] = {}
            runs = [pair for _ in range(args.repeats) for pair in pairs]
            with click.progressbar(
                runs,
                label=f"wrk: {len(pairs)} jobs x {args.repeats} repeats, ours then the anchor",
                file=sys.stderr,
                item_show_func=lambda p: f"{p[0].name} {p[0].identity}" if p else None,
            ) as bar:
                for our_job, anchor_job in bar:
                    for job, server in ((our_job, ours), (anchor_job, anchor)):
                        results.setdefault(job, []).append(
                            run_wrk(job, server, args.connections, args.duration)
                        )
            teacher: dict[str, float] = {}
            if args.teacher_requests:
                click.echo("timing the teacher pages one request at a time", err=True)
                teacher_cookie = sign_in(ours.base, fixture.teacher)
                teacher = teacher_pages(ours.base, teacher_cookie, fixture, args.teacher_requests)

    report: dict[str, Any] = {
        "connections": args.connections,
        "duration_s": args.duration,
        "repeats": args.repeats,
        "workers": 2,
        "set": args.set,
        "item": args.item,
        "lesson": args.lesson,
        "pages": {},
        "teacher_pages_median_ms": teacher,
    }
    if not pairs:
        raise SystemExit(f"no job is named {sorted(wanted)}")
    anonymous_anchor = {
        anchor_job.name: median_of(results[anchor_job])
        for _our_job, anchor_job in pairs
        if anchor_job.identity == "anonymous"
    }
    for our_job, anchor_job in pairs:
        mine, theirs = median_of(results[our_job]), median_of(results[anchor_job])
        page: dict[str, Any] = {
            "ratio": round(mine["per_s"] / theirs["per_s"], 2) if theirs["per_s"] else None,
            # The anchor's CPU per request over ours: the same ratio, less swayed by load.
            "cpu_ratio": round(theirs["cpu_ms"] / mine["cpu_ms"], 2) if mine["cpu_ms"] else None,
            "ours": mine,
            "anchor": theirs,
        }
        if our_job.identity != "anonymous":
            plain = anonymous_anchor.get(our_job.name)
            if plain is not None:
                page["ratio_vs_anonymous_anchor"] = round(mine["per_s"] / plain["per_s"], 2)
        report["pages"][f"{our_job.name} {our_job.identity}"] = page
    bad = sum(page["ours"]["bad"] + page["anchor"]["bad"] for page in report["pages"].values())
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        header = ("page", "ratio", "cpu", "ours/s", "p99 ms", "cpu ms", "anchor/s", "cpu ms")
        print("{:<18} {:>5} {:>5} {:>7} {:>7} {:>6} {:>8} {:>6}".format(*header))
        for name, page in report["pages"].items():
            mine, theirs = page["ours"], page["anchor"]
            print(
                f"{name:<18} {page['ratio']:>5} {page['cpu_ratio']:>5} {mine['per_s']:>7} "
                f"{mine['p99_ms']:>7} {mine['cpu_ms']:>6} {theirs['per_s']:>8} "
                f"{theirs['cpu_ms']:>6}"
            )
        for name, ms in teacher.items():
            print(f"teacher {name:<12} median {ms} ms")
    ratios = [page["ratio"] for page in report["pages"].values() if page["ratio"] is not None]
    worst_p99 = max(page["ours"]["p99_ms"] for page in report["pages"].values())
    cpu_ratios = [p["cpu_ratio"] for p in report["pages"].values() if p["cpu_ratio"] is not None]
    click.echo(
        f"web: {len(report['pages'])} pages, ratios {min(ratios)}-{max(ratios)}x the anchor "
        f"(CPU per request {min(cpu_ratios)}-{max(cpu_ratios)}x), "
        f"worst p99 {worst_p99} ms, slowest teacher page {max(teacher.values(), default=0)} ms, "
        f"{bad} bad responses",
        err=True,
    )
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
