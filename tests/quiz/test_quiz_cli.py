"""The `quizzes` click group: build, check and export."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from click.testing import CliRunner

from tutor.cli.quizzes import quizzes
from tutor.quiz.bank import default_quiz_dir
from tutor.web.explanation import prompt_texts


def _quiz_dir(tmp_path: Path, *set_ids: str) -> Path:
    for set_id in set_ids:
        shutil.copy(default_quiz_dir() / f"{set_id}.toml", tmp_path / f"{set_id}.toml")
    return tmp_path


def test_build_writes_the_same_bank_as_committed(tmp_path: Path) -> None:
    folder = _quiz_dir(tmp_path, "bower-rank-24", "trick-winner-bowers")
    result = CliRunner().invoke(quizzes, ["build", "--quiz-dir", str(folder)])
    assert result.exit_code == 0, result.output
    assert "wrote 110 items in 2 banks" in result.output
    for set_id in ("bower-rank-24", "trick-winner-bowers"):
        built = (folder / f"{set_id}.json").read_text(encoding="utf-8")
        committed = (default_quiz_dir() / f"{set_id}.json").read_text(encoding="utf-8")
        assert built == committed


def test_build_numbers_makes_those_items_afresh_and_keeps_the_rest(tmp_path: Path) -> None:
    # Items 3 and 7 of trick-winner-bowers (3 a counter-example of its rule), spoiled in
    # the copy, come back as a whole build makes them, and the other 58 stay as they are
    # and where they were: the bank is the committed one, byte for byte.
    folder = _quiz_dir(tmp_path, "trick-winner-bowers")
    committed = (default_quiz_dir() / "trick-winner-bowers.json").read_text(encoding="utf-8")
    bank = json.loads(committed)
    for item in bank["items"]:
        if item["id"].endswith(("/3", "/7")):
            item["explanation"] = {"en": "spoiled", "ko": "망가짐"}
    (folder / "trick-winner-bowers.json").write_text(json.dumps(bank), encoding="utf-8")
    runner = CliRunner()
    args = ["build", "--quiz-dir", str(folder), "--set", "trick-winner-bowers"]
    result = runner.invoke(quizzes, [*args, "--number", "3", "--number", "7"])
    assert result.exit_code == 0, result.output
    assert "wrote 2 items in 1 banks" in result.output
    assert (folder / "trick-winner-bowers.json").read_text(encoding="utf-8") == committed
    # --number needs exactly one set, and a number the set has.
    two = runner.invoke(quizzes, ["build", "--number", "3"])
    assert two.exit_code == 2
    assert "exactly one --set" in two.output
    over = runner.invoke(quizzes, [*args, "--number", "61"])
    assert over.exit_code == 1
    assert "has items 1 to 60" in over.output


def test_check_passes_then_names_a_tampered_item(tmp_path: Path) -> None:
    folder = _quiz_dir(tmp_path, "trick-winner-bowers")
    shutil.copy(default_quiz_dir() / "trick-winner-bowers.json", folder)
    runner = CliRunner()
    ok = runner.invoke(quizzes, ["check", "--quiz-dir", str(folder)])
    assert ok.exit_code == 0, ok.output
    assert "all 60 items hold" in ok.output

    bank = json.loads((folder / "trick-winner-bowers.json").read_text(encoding="utf-8"))
    first = bank["items"][0]
    first["answer"] = [next(c for c in first["choices"] if c not in first["answer"])]
    (folder / "trick-winner-bowers.json").write_text(json.dumps(bank), encoding="utf-8")
    bad = runner.invoke(quizzes, ["check", "--quiz-dir", str(folder)])
    assert bad.exit_code == 1
    assert f"FAIL {first['id']}:" in bad.output
    assert "1 of 60 items no longer hold" in bad.output


def test_check_an_unknown_set_is_a_usage_error() -> None:
    result = CliRunner().invoke(quizzes, ["check", "--set", "no-such-set"])
    assert result.exit_code == 2
    assert "no such set" in result.output


def test_export_prints_json_lines_and_repeats_itself() -> None:
    args = ["export", "--kind", "legal-plays", "--count", "5", "--seed", "9"]
    first = CliRunner().invoke(quizzes, args)
    again = CliRunner().invoke(quizzes, args)
    assert first.exit_code == 0, first.output
    assert first.output == again.output
    items = [json.loads(line) for line in first.output.splitlines()]
    assert [i["id"] for i in items] == [f"legal-plays/standard/9/{n}" for n in range(1, 6)]
    for item in items:
        assert set(item["answer"]) <= set(item["choices"])
        assert set(prompt_texts(item)) == {"en", "ko"}
        assert set(item["explanation"]) == {"en", "ko"}
        # The prompt is stored as facts; the export still prints it in both languages.
        assert item["prompt"]["en"].endswith("Which cards may you play? Pick every one.")
        assert item["prompt"]["ko"].endswith("낼 수 있는 카드를 모두 고르세요.")


def test_export_prints_the_catalogue_labels_of_a_kind_that_stores_none() -> None:
    args = ["export", "--kind", "renege", "--count", "3", "--seed", "1"]
    result = CliRunner().invoke(quizzes, args)
    assert result.exit_code == 0, result.output
    items = [json.loads(line) for line in result.output.splitlines()]
    spot = [i for i in items if i["question"]["type"] == "spot-renege"]
    assert spot
    for item in spot:
        assert item["choice_labels"]["nobody"] == {
            "en": "Nobody: every play was fair",
            "ko": "아무도 없음: 모두 규칙대로 냄",
        }
        assert item["choice_labels"]["east"] == {"en": "East", "ko": "동쪽"}


def test_export_writes_the_catalogues_button_words() -> None:
    args = ["export", "--kind", "bid-auction", "--count", "2", "--seed", "3", "--variant", "bid"]
    result = CliRunner().invoke(quizzes, args)
    assert result.exit_code == 0, result.output
    first = json.loads(result.output.splitlines()[0])
    assert first["choices"] == ["yes", "no"]
    assert first["choice_labels"] == {
        "yes": {"en": "Yes", "ko": "예"},
        "no": {"en": "No", "ko": "아니요"},
    }
    assert first["prompt"]["ko"].startswith("비드 유커. 서쪽이 딜러입니다.")


def test_export_best_play_carries_evaluation_and_samples() -> None:
    args = ["export", "--kind", "best-play", "--count", "1", "--seed", "4", "--variant", "bid"]
    result = CliRunner().invoke(quizzes, args)
    assert result.exit_code == 0, result.output
    item = json.loads(result.output)
    assert item["samples"] >= 32
    assert set(item["evaluation"]) == set(item["choices"])
    best = max(item["evaluation"], key=item["evaluation"].get)
    assert item["answer"] == [best]


def test_export_rejects_a_theme_the_kind_does_not_have() -> None:
    args = ["export", "--kind", "bower-rank", "--theme", "march"]
    result = CliRunner().invoke(quizzes, args)
    assert result.exit_code == 2
    assert "no theme march" in result.output


def test_export_rejects_an_unknown_variant() -> None:
    result = CliRunner().invoke(quizzes, ["export", "--kind", "scoring", "--variant", "nope"])
    assert result.exit_code == 2


def test_export_says_which_variants_a_calling_kind_models() -> None:
    args = ["export", "--kind", "order-up", "--variant", "three-hand"]
    result = CliRunner().invoke(quizzes, args)
    assert result.exit_code == 1
    assert "four-player Euchre" in result.output


def test_check_names_an_item_whose_stored_fact_is_false(tmp_path: Path) -> None:
    folder = _quiz_dir(tmp_path, "trick-winner-basics")
    bank = json.loads((default_quiz_dir() / "trick-winner-basics.json").read_text("utf-8"))
    first = bank["items"][0]
    taken = next(f for f in first["explanation_facts"] if f["fact"] == "trick-taken")
    taken["seat"] = (taken["seat"] + 1) % 4  # the trick goes to the next seat: false
    (folder / "trick-winner-basics.json").write_text(json.dumps(bank), encoding="utf-8")
    result = CliRunner().invoke(quizzes, ["check", "--quiz-dir", str(folder)])
    assert result.exit_code == 1
    assert f"FAIL {first['id']}: false explanation fact trick-taken:" in result.output


def test_facts_migrates_prose_only_where_the_facts_read_the_same(tmp_path: Path) -> None:
    from tutor.web.explanation import explanation_texts

    folder = _quiz_dir(tmp_path, "renege-standard")
    committed = (default_quiz_dir() / "renege-standard.json").read_text("utf-8")
    bank = json.loads(committed)
    # The bank as it was before: prose beside the facts, then prose only.
    for item in bank["items"]:
        item["explanation"] = explanation_texts(item)
        del item["explanation_facts"]
    path = folder / "renege-standard.json"
    path.write_text(json.dumps(bank), encoding="utf-8")
    result = CliRunner().invoke(quizzes, ["facts", "--quiz-dir", str(folder)])
    assert result.exit_code == 0, result.output
    assert "30 of 30 items written in 1 banks (30 changed); 0 renderings differ" in result.output
    assert json.loads(path.read_text("utf-8")) == json.loads(committed)
    # Prose the facts do not read as: listed, and the bank left as it was.
    bank["items"][0]["explanation"] = {"en": "Somebody reneged.", "ko": "누군가 리니그했습니다."}
    path.write_text(json.dumps(bank), encoding="utf-8")
    differs = CliRunner().invoke(quizzes, ["facts", "--quiz-dir", str(folder)])
    assert differs.exit_code == 1
    assert f"DIFFERS {bank['items'][0]['id']} [en]" in differs.output
    assert "0 of 30 items written" in differs.output
    assert "explanation_facts" not in path.read_text("utf-8")


def test_there_is_no_reword_command_every_word_is_in_the_catalogue() -> None:
    # Questions and explanations are facts: a wording fix is a catalogue change.
    result = CliRunner().invoke(quizzes, ["reword"])
    assert result.exit_code == 2
    assert "No such command 'reword'" in result.output
