"""`flask quizzes facts`: a best-play bank's items store facts where they render to the
stored prose in both languages; a bank where any item reads otherwise is left as it is."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from flask import Flask
from flask.testing import FlaskCliRunner

from tutor.quiz.bank import default_quiz_dir
from tutor.web.explanation import explanation_texts


def _curated_items() -> list[dict[str, Any]]:
    path = default_quiz_dir() / "best-play-curated.json"
    return list(json.loads(path.read_text(encoding="utf-8"))["items"])


def test_facts_replace_prose_only_where_they_read_the_same(
    app: Flask, runner: FlaskCliRunner, tmp_path: Path
) -> None:
    shutil.copy(default_quiz_dir() / "best-play-curated.toml", tmp_path)
    # Two items as a bank stored them before: the prose its facts read as, and one whose
    # prose a person edited by hand (kept, for a person to look at).
    first, second = (dict(item) for item in _curated_items()[:2])
    with app.test_request_context():
        prose = {str(item["id"]): explanation_texts(item) for item in (first, second)}
    for item in (first, second):
        item.pop("explanation_facts", None)
        item["explanation"] = prose[str(item["id"])]
    second["explanation"] = {**second["explanation"], "en": "Edited by hand."}
    bank = tmp_path / "best-play-curated.json"
    bank.write_text(
        json.dumps({"set": "best-play-curated", "items": [first, second]}), encoding="utf-8"
    )
    result = runner.invoke(args=["quizzes", "facts", "--quiz-dir", str(tmp_path)])
    # A set where any item reads otherwise is listed and left as it is.
    assert result.exit_code == 1, result.output
    assert f"DIFFERS {second['id']} [en]" in result.output
    assert "0 of 2 items written in 1 banks" in result.output
    written = json.loads(bank.read_text(encoding="utf-8"))["items"]
    assert written[1]["explanation"]["en"] == "Edited by hand."
    assert "explanation_facts" not in written[0]
    # Without the hand edit, both items store facts and no prose.
    bank.write_text(
        json.dumps(
            {
                "set": "best-play-curated",
                "items": [first, {**second, "explanation": prose[str(second["id"])]}],
            }
        ),
        encoding="utf-8",
    )
    result = runner.invoke(args=["quizzes", "facts", "--quiz-dir", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert "2 of 2 items written in 1 banks" in result.output
    written = json.loads(bank.read_text(encoding="utf-8"))["items"]
    assert all("explanation" not in item for item in written)
    assert written[0]["explanation_facts"][0] == {"fact": "best-play/contract", **_contract(first)}


def _contract(item: dict[str, Any]) -> dict[str, Any]:
    return {"trump": item["trump"], "low": bool(item.get("low", False))}
