"""The final screen: score sheets that add up, the chart of scores by round, escaping and
both languages."""

from __future__ import annotations

import re

import pytest
from randomplay import finished, play
from test_i18n import check_page

import ffcore
from ffcore import BLUEPRINTS
from screens import final

#: (players, machine level, seed) of finished games.
GAMES = [(1, "easy", 3), (1, "insane", 6), (2, None, 8), (3, None, 5), (4, None, 1),
         (5, None, 7)]
HOSTILE = "<img src=x onerror=alert(1)>"


@pytest.fixture(scope="module", params=GAMES, ids=lambda setup: f"{setup[0]}-{setup[1]}")
def game(request: pytest.FixtureRequest) -> ffcore.Game:
    players, machine, seed = request.param
    return finished(players, seed, machine)


def test_each_sheet_adds_up_to_the_outcome(game: ffcore.Game) -> None:
    result = game.outcome()
    sheets = final.score_sheets(game)
    totals = {score.name: score.total for score in result.players}
    if result.machine is not None:
        totals[""] = result.machine.total
    assert {sheet.name: sheet.total for sheet in sheets} == totals
    for sheet in sheets:
        assert sheet.goods + sum(line.total for line in sheet.cards) == sheet.total
        assert all(points > 0 for line in sheet.cards for points in line.points)
        assert all(BLUEPRINTS[slug].prestige == 0 for slug in sheet.blank)
    for player in game.state.players:
        sheet = next(sheet for sheet in sheets if sheet.name == player.name)
        built = sum(len(line.points) for line in sheet.cards) + len(sheet.blank)
        assert built == len(player.compound)
    if game.state.machine is not None:
        machine = next(sheet for sheet in sheets if sheet.is_machine)
        assert sum(len(line.points) for line in machine.cards) == \
            len(game.state.machine.compound)
        assert machine.leftover is None and machine.winner == result.machine_wins


def test_sheets_come_best_place_first_with_the_winners_on_top(game: ffcore.Game) -> None:
    result = game.outcome()
    sheets = final.score_sheets(game)
    assert [sheet.place for sheet in sheets] == sorted(sheet.place for sheet in sheets)
    winners = [sheet for sheet in sheets if sheet.winner]
    assert winners and all(sheet.place == 1 for sheet in winners)
    assert {sheet.name for sheet in winners} == (set(result.winners) or {""})
    assert all(sheet.total <= winners[0].total for sheet in sheets)


def test_score_by_round_runs_from_the_start_to_the_final_score(game: ffcore.Game) -> None:
    points = final.score_by_round(game)
    result = game.outcome()
    machine = (result.machine.total,) if result.machine is not None else ()
    assert points[-1] == (*(score.total for score in result.players), *machine)
    assert len(points) == game.state.round + 1
    start = ffcore.new_game(list(game.names), seed=game.seed, machine=game.machine).outcome()
    assert points[0][:len(game.names)] == (0,) * len(game.names)
    if start.machine is not None:
        assert points[0][-1] == start.machine.total > 0  # its starting compound counts


def test_score_by_round_of_a_game_in_progress_ends_with_the_standings() -> None:
    game = play(ffcore.new_game(["Ann", "Bob"], seed=4), 4, actions=70)
    assert not game.is_over
    points = final.score_by_round(game)
    assert points[-1] == tuple(score.total for score in game.outcome().players)
    assert len(points) == game.state.round + 1
    game.apply(game.legal_actions()[0])  # another history: not the remembered replay
    assert final.score_by_round(game)[-1] == tuple(score.total
                                                   for score in game.outcome().players)


def test_the_chart_has_a_line_per_side_with_a_point_per_round_and_the_start(
        game: ffcore.Game) -> None:
    markup = final.render_outcome(game, "en")
    chart = re.search(r'<svg class="chart"[^>]*>.*?</svg>', markup, re.S)
    assert chart is not None
    sides = len(game.names) + (game.machine is not None)
    lines = re.findall(r'<polyline points="([^"]*)"', chart.group(0))
    assert len(lines) == sides
    rounds = game.state.round
    assert all(len(line.split()) == rounds + 1 for line in lines)
    # Each side's line differs from the others in colour (its side's class, whose colour the
    # theme sets), in dashes and in marker shape.
    tags = re.findall(r'<g class="chart-side ([^"]*)">(<polyline [^>]*>)', chart.group(0))
    styles = [(side, re.findall(r'stroke-dasharray="([^"]*)"', tag)) for side, tag in tags]
    assert len(styles) == sides
    assert len({side for side, _dashes in styles}) == sides
    assert len({tuple(dashes) for _side, dashes in styles}) == sides
    assert 'role="img"' in chart.group(0)
    label = re.search(r'aria-label="([^"]*)"', chart.group(0))
    assert label is not None and f"{rounds} rounds" in label.group(1)
    # The same numbers for screen readers: a row per side, a cell per point.
    table = re.search(r'<div class="sr-only"><table>.*?</table>', markup, re.S)
    assert table is not None
    rows = re.findall(r"<tr><th scope=\"row\">.*?</tr>", table.group(0))
    assert len(rows) == sides
    assert all(row.count("<td>") == rounds + 1 for row in rows)
    assert markup.count('<li><svg class="line-sample ') == sides  # the key names every line
    assert 'data-command="new"' in markup


def test_a_name_is_text_never_html() -> None:
    game = play(ffcore.new_game([HOSTILE, "Bob"], seed=2), 2)
    assert game.is_over
    for lang in ("en", "pt"):
        markup = final.render_outcome(game, lang)
        assert "<img" not in markup
        assert "&lt;img src=x onerror=alert(1)&gt;" in markup


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_the_final_screen_is_wholly_in_one_language(game: ffcore.Game, lang: str) -> None:
    markup = final.render_outcome(game, lang)
    assert check_page(markup, lang, f"final screen ({lang})") > 10
    assert "The Machine" not in markup if lang == "pt" else "A Máquina" not in markup


def test_a_second_beacon_shows_its_rise() -> None:
    game = finished(2, 8, None)
    player = game.state.players[0]
    player.compound[:] = ["beacon", "dojo", "beacon", "obelisk", "beacon"]
    sheet = next(sheet for sheet in final.score_sheets(game) if sheet.name == player.name)
    assert sheet.cards[0] == final.CardLine("beacon", (2, 3, 4))
    assert sheet.blank == ("dojo",)
    assert "(2+3+4)" in final.render_outcome(game, "en")
