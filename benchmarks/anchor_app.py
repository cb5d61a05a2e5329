"""The anchor for ``benchmarks/web.py``: a minimal Flask + Jinja + SQLite app doing the same
job as Euchre Tutor's busiest pages, with nothing else.

It renders one quiz item page from a JSON bank (prompt, the hand and the trick as cards
with spoken labels, an answer form carrying a one-time token), records one answer in
SQLite (the token is unique, so a replay is refused) and answers with a result fragment,
and renders a lesson page from Markdown rendered once per process. It has no sessions,
translations or migrations: what it costs is what the job itself costs.

A signed-in visitor (``POST /login``) is the same job as ours signed in, with nothing
else: a signed session cookie holds a random secret, every request looks its login session
and user up in one query (so a signed-out secret stops working at once, as ours does), the
item page shows how many items the user has solved, and an answer is stored as theirs.

    ANCHOR_BANK=quizzes/x.json ANCHOR_LESSON=lessons/en/y.md ANCHOR_DB=/tmp/a.sqlite \\
        gunicorn --chdir benchmarks 'anchor_app:create_app()'
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
import sqlite3
import time
from pathlib import Path
from typing import Any

import markdown
from flask import Flask, abort, g, render_template, request, session
from jinja2 import DictLoader

SUITS = {"S": ("♠", "spades", "black"), "C": ("♣", "clubs", "black")}
SUITS |= {"H": ("♥", "hearts", "red"), "D": ("♦", "diamonds", "red")}
RANKS = {"9": "nine", "T": "ten", "J": "jack", "Q": "queen", "K": "king", "A": "ace"}
RANKS |= {"7": "seven", "8": "eight"}

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{ title }}</title>
<link rel="stylesheet" href="/static/style.css"></head>
<body><header><a href="/">Anchor</a> <nav><a href="/lessons/">Lessons</a></nav>
{% if user %}<span class="user">{{ user.name }}{% if solved is not none %} · ✓ {{ solved }}
solved{% endif %}</span>{% endif %}</header>
<main>{{ body | safe }}</main><footer>anchor</footer></body></html>"""

ITEM = """{% macro card(c) %}<span class="card card-{{ c.colour }}" role="img"
 aria-label="{{ c.label }}"><span class="corner" aria-hidden="true"><span class="rank">
{{ c.rank }}</span><span class="pip">{{ c.symbol }}</span></span>
<span class="face-pip" aria-hidden="true">{{ c.symbol }}</span></span>{% endmacro %}
<div class="quiz-item" {% if verdict %}data-answered="true"{% endif %}>
<h1>{{ item.prompt.en }}</h1>
<div class="table" role="group" aria-label="The table"><p>Trump: {{ item.trump }}</p>
{% if upcard %}<div class="upcard">Turned up {{ card(upcard) }}</div>{% endif %}
{% for seat in seats %}<div class="seat seat-{{ seat.index }}"><span class="seat-name">
{{ seat.name }}{% if seat.dealer %} <span class="badge">dealer</span>{% endif %}
{% if seat.maker %} <span class="badge">made trump</span>{% endif %}</span>
{% if seat.played %}{{ card(seat.played) }}{% endif %}</div>{% endfor %}</div>
{% if history %}<details><summary>Tricks played so far: {{ history | length }}</summary><ol>
{% for trick in history %}<li>{% for seat, c in trick %}{{ seat }} <span class="chip
 chip-{{ c.colour }}" role="img" aria-label="{{ c.label }}">{{ c.rank }}{{ c.symbol }}</span>
{% endfor %}</li>{% endfor %}</ol></details>{% endif %}
{% if verdict %}
<section class="result"><h2>{{ "Right!" if verdict.correct else "Not quite." }}</h2>
<ol>{% for line in item.explanation.en.splitlines() %}<li>{{ line }}</li>{% endfor %}</ol>
<ul class="hand">{% for c in hand %}<li>{{ card(c) }}</li>{% endfor %}</ul></section>
{% else %}
<form method="post" action="/item/{{ number }}">
<input type="hidden" name="item_id" value="{{ item.id }}">
<input type="hidden" name="token" value="{{ token }}">
{% for c in hand %}{% if c.code in item.choices %}
<button type="submit" name="answer" value="{{ c.code }}">{{ card(c) }}</button>
{% else %}<span class="not-choice">{{ card(c) }}</span>{% endif %}{% endfor %}
</form>{% endif %}</div>"""


def card(code: str) -> dict[str, str]:
    symbol, suit, colour = SUITS[code[1]]
    rank = RANKS[code[0]]
    return {
        "code": code,
        "rank": "10" if code[0] == "T" else code[0],
        "symbol": symbol,
        "colour": colour,
        "label": f"{rank} of {suit}",
    }


SEAT_NAMES = ("North", "East", "South (you)", "West")


def seats(item: dict[str, Any]) -> list[dict[str, Any]]:
    played = {play["seat"]: card(play["card"]) for play in item.get("trick") or []}
    return [
        {
            "index": seat,
            "name": name,
            "dealer": item.get("dealer") == seat,
            "maker": item.get("maker") == seat,
            "played": played.get(seat),
        }
        for seat, name in enumerate(SEAT_NAMES)
    ]


def create_app() -> Flask:
    app = Flask(__name__, static_folder=None)
    app.secret_key = os.environ.get("ANCHOR_SECRET_KEY", "anchor-benchmark-not-secret")
    # Named templates, so Jinja compiles each once per process (as our app's are).
    app.jinja_env.loader = DictLoader({"page.html": PAGE, "item.html": ITEM})
    items: list[dict[str, Any]] = json.loads(Path(os.environ["ANCHOR_BANK"]).read_text())["items"]
    lesson_html = markdown.markdown(Path(os.environ["ANCHOR_LESSON"]).read_text())
    database = os.environ["ANCHOR_DB"]
    with sqlite3.connect(database) as connection:
        connection.execute("PRAGMA journal_mode=WAL")
        connection.execute(
            "CREATE TABLE IF NOT EXISTS answer (id INTEGER PRIMARY KEY, item TEXT, "
            "answer TEXT, correct INTEGER, token TEXT UNIQUE, user_id INTEGER)"
        )
        connection.execute("CREATE TABLE IF NOT EXISTS user (id INTEGER PRIMARY KEY, name TEXT)")
        connection.execute(
            "CREATE TABLE IF NOT EXISTS login_session (secret_hash TEXT PRIMARY KEY, "
            "user_id INTEGER REFERENCES user(id), expires_at REAL)"
        )
        connection.execute("CREATE INDEX IF NOT EXISTS answer_user ON answer (user_id, item)")

    def db() -> sqlite3.Connection:
        if "db" not in g:
            g.db = sqlite3.connect(database, timeout=5)
            # The same durability as Euchre Tutor's SQLite default (tutor/web/database.py):
            # commits survive a killed process; no fsync per commit.
            g.db.execute("PRAGMA synchronous=NORMAL")
        return g.db  # type: ignore[no-any-return]

    @app.teardown_appcontext
    def close(_error: BaseException | None) -> None:
        connection = g.pop("db", None)
        if connection is not None:
            connection.close()

    def signed_in() -> dict[str, Any] | None:
        """The visitor's user, looked up on every request by the secret in the cookie."""
        if "user" not in g:
            g.user = None
            secret = session.get("s")
            if isinstance(secret, str):
                found = (
                    db()
                    .execute(
                        "SELECT user.id, user.name, login_session.expires_at FROM login_session "
                        "JOIN user ON user.id = login_session.user_id "
                        "WHERE login_session.secret_hash = ?",
                        (hashlib.sha256(secret.encode()).hexdigest(),),
                    )
                    .fetchone()
                )
                if found is not None and found[2] > time.time():
                    g.user = {"id": found[0], "name": found[1]}
        return g.user  # type: ignore[no-any-return]

    def page(title: str, body: str, solved: int | None = None) -> str:
        return render_template("page.html", title=title, body=body, user=signed_in(), solved=solved)

    @app.post("/login")
    def login() -> tuple[str, int]:
        name = request.form.get("name", "")
        if not name:
            abort(400)
        connection = db()
        found = connection.execute("SELECT id FROM user WHERE name = ?", (name,)).fetchone()
        user_id = (
            found[0]
            if found
            else connection.execute("INSERT INTO user (name) VALUES (?)", (name,)).lastrowid
        )
        secret = secrets.token_urlsafe(32)
        connection.execute(
            "INSERT INTO login_session VALUES (?, ?, ?)",
            (hashlib.sha256(secret.encode()).hexdigest(), user_id, time.time() + 86400),
        )
        connection.commit()
        session["s"] = secret
        return "signed in", 200

    def item_page(number: int, verdict: dict[str, bool] | None) -> str:
        if not 1 <= number <= len(items):
            abort(404)
        item = items[number - 1]
        body = render_template(
            "item.html",
            item=item,
            number=number,
            seats=seats(item),
            upcard=card(item["upcard"]) if item.get("upcard") else None,
            history=[
                [(SEAT_NAMES[play["seat"]], card(play["card"])) for play in trick]
                for trick in item.get("history") or []
            ],
            hand=[card(code) for code in item.get("hand") or item["choices"]],
            token=secrets.token_urlsafe(16),
            verdict=verdict,
        )
        if verdict is not None:
            return body
        user = signed_in()
        solved = None
        if user is not None:
            solved = (
                db()
                .execute(
                    "SELECT count(DISTINCT item) FROM answer WHERE user_id = ? AND correct",
                    (user["id"],),
                )
                .fetchone()[0]
            )
        return page(item["prompt"]["en"], body, solved)

    @app.get("/item/<int:number>")
    def show(number: int) -> str:
        return item_page(number, None)

    @app.post("/item/<int:number>")
    def answer(number: int) -> str:
        if not 1 <= number <= len(items):
            abort(404)
        item = items[number - 1]
        given = request.form.get("answer", "")
        token = request.form.get("token", "")
        if given not in item["choices"] or not token:
            abort(400)
        correct = [given] == item["answer"]
        connection = db()
        user = signed_in()
        try:
            connection.execute(
                "INSERT INTO answer (item, answer, correct, token, user_id) VALUES (?, ?, ?, ?, ?)",
                (item["id"], given, correct, token, user["id"] if user else None),
            )
            connection.commit()
        except sqlite3.IntegrityError:
            abort(400)
        return item_page(number, {"correct": correct})

    @app.get("/lessons/<slug>")
    def lesson(slug: str) -> str:
        # The one read a lesson view makes: whether this reader has been here.
        db().execute("SELECT count(*) FROM answer WHERE item = ?", (slug,)).fetchone()
        return page(slug, lesson_html)

    return app
