"""Western Sea, Advisors: the seed sentences the coverage table (docs/rules/western-sea-coverage.md) found without a
test — the draft's placement, Appendix 2's conversions, the pink die's one Advisor side, scoring, and the
Diceoneer's "+1" token and solo effects. Same set-up as tests/dice_settlers/test_advisors.py (its helpers)."""
from __future__ import annotations

from dicelands.games.dice_settlers import diceoneer
from dicelands.games.dice_settlers.board import presence_cells
from dicelands.games.dice_settlers.tables import HIDDEN_HEX, TERRAIN_COLOUR, TILES
from dicelands.games.dice_settlers.gains import new_die
from dicelands.games.dice_settlers.modules.advisors.cards import ADVISORS, PINK
from dicelands.games.dice_settlers.modules.advisors.solo import resolve
from dicelands.games.dice_settlers.position import check_state
from dicelands.games.dice_settlers.state import colour_of

from tests.dice_settlers.test_advisors import (
    ADVISORS_ON, GAME, NAMES, action_phase, active, bot_roll, play, solo, spent, texts, with_advisor)


def test_draft_places_the_tile_by_the_base_rules_and_the_advisor_face_up():
    """seed Advisors, Setup 4: "Place the selected starting tile as outlined in the base game rules. Place the
    selected Advisor face up next to your player board." (Every seat's tile lies on the map with its tent; every
    seat sees every Advisor.)"""
    state = GAME.new_state({"players": 3, **ADVISORS_ON}, seed=4, forced=[("first", "0")])
    while state.phase in ("draft", "start"):
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    check_state(state)
    for seat, tile in enumerate(state.kept):
        cell = next(c for c, t in state.tiles.items() if t == tile)
        assert state.tents[cell][seat] >= 1
    advisors = state.ext["advisors"]["advisor"]
    assert all(advisors) and len(set(advisors)) == 3
    for reader in (0, 1, 2, None):
        assert GAME.view(state, reader)["modules"]["advisors"]["advisor"] == list(advisors)


def test_appendix_2_conversions_as_printed():
    """seed Appendix 2: Spymaster "Pioneer to Recruit; Explore to Settle"; Scientist "Pioneer to Food; Explore to
    Research"; General "Pioneer to Explore (compass); Explore to Raid"; Note: "The Conversions column gives the
    Pioneer and Explore sides of the pink die"; the General's: "this is transcribed as printed". Changes in Gameplay:
    "Each Advisor card depicts 2 conversions". The Spymaster's Pioneer face pays for a Recruit."""
    printed = {"Spymaster": {"pioneer": "recruit", "explore": "settle"},
               "Scientist": {"pioneer": "food", "explore": "research"},
               "General": {"pioneer": "explore", "explore": "raid"},
               "Hegemon": {"explore": "recruit"}}
    for name, conversions in printed.items():
        card = ADVISORS[NAMES[name]]
        assert {face: card.conversions[face] for face in conversions} == conversions, name
    assert all(set(a.conversions) == {"pioneer", "explore"} for a in ADVISORS.values())
    state = with_advisor(action_phase(2), 0, "Spymaster")
    state = active(state, 0, {"pk1": "pioneer", "y2": "recruit"})
    state = play(state, 0, "action recruit", "spend y2")
    assert "convert pk1 as recruit" in texts(state, 0)
    general = with_advisor(action_phase(2), 0, "General")
    general = active(general, 0, {"pk1": "pioneer", "o2": "explore"})
    general = play(general, 0, "action explore", "spend o2")
    assert "convert pk1 as explore" in texts(general, 0)


def test_the_pink_die_has_one_advisor_side():
    """seed Advisors: "The pink die has one special Advisor side." (and a Pioneer and an Explore side to convert)"""
    assert PINK.faces.count("advisor") == 1 and {"pioneer", "explore"} <= set(PINK.faces) and len(PINK.faces) == 6


def test_advisors_add_no_score_line():
    """seed Advisors, Scoring: "Advisors do not offer new scoring opportunities, so scoring is not affected by this
    module." The same score lines as the base game."""
    with_module = action_phase(2)
    base = GAME.new_state({"players": 2}, seed=1)
    assert set(GAME.result(with_module).scores[0]) == set(GAME.result(base).scores[0])
    line = GAME.result(with_module).scores[0]
    assert line["total"] == sum(v for k, v in line.items() if k != "total")


def test_solo_the_plus_one_token_moves_and_returns_with_later_rolls():
    """seed Solo: "If the +1 token is already in play when it needs to be placed, simply move it to its new
    target."; "A later roll of the pink die may place it around the action hex again." (Spymaster: Explore ->
    Settle, Pioneer -> Recruit)"""
    state = bot_roll(solo("Spymaster"), {"pk1": "explore"})
    assert state.ext["advisors"]["token"] == "settle"
    state = bot_roll(state, {"pk1": "pioneer"})
    assert state.ext["advisors"]["token"] == "recruit"  # moved, not a second token
    assert resolve(state, "recruit", [], 1) == 2 and state.ext["advisors"]["token"] == ""
    state = bot_roll(state, {"pk1": "explore"})
    assert state.ext["advisors"]["token"] == "settle"


def stealable_dice(state, colours):
    """Give the player one spent die of each colour (new serials from the supply)."""
    p = state.players[0]
    dice = [new_die(state, 0, colour) for colour in colours]
    p.spent.extend(dice)
    check_state(state)
    return dice


def no_access(state):
    terrains = {TILES[state.tiles[c]].terrain for c in presence_cells(state, 0)}
    access = {TERRAIN_COLOUR[t] for t in terrains}
    return [c for c in ("yellow", "green", "grey", "brown", "orange") if c not in access]


def test_solo_spymaster_breaks_ties_by_the_colour_it_has_fewest_of():
    """seed Solo, Spymaster: "It prefers stealing a die you do not have access to (if any such die exists in your
    spent die area), with ties broken by whichever type of dice the Diceoneer has fewer of"."""
    state = bot_roll(solo("Spymaster"), {"pk1": "advisor"})
    first, second = no_access(state)[:2]
    bot = state.bot_seat
    state.bot.queue.append(new_die(state, bot, first))  # the bot owns more of `first`
    dice = stealable_dice(state, [first, second])
    owned = len(state.bot.owned())
    resolve(state, "recruit", ["pk1"], 1)
    assert len(state.bot.owned()) == owned + 1 and colour_of(state.bot.queue[-1]) == second
    assert dice[0] in state.players[0].spent and dice[1] not in state.players[0].owned()


def test_solo_spymaster_with_nothing_to_steal_recruits_an_additional_die():
    """seed Solo, Spymaster: "If there are no stealable dice in your spent dice area, it recruits an additional die
    instead." (White dice are not stealable.)"""
    state = bot_roll(solo("Spymaster"), {"pk1": "advisor"})
    spent(state, 0, ["w1"])
    owned, player = len(state.bot.owned()), list(state.players[0].owned())
    resolve(state, "recruit", ["pk1"], 1)
    assert len(state.bot.owned()) == owned + 1 and sorted(state.players[0].owned()) == sorted(player)
    assert colour_of(state.bot.queue[-1]) != "white"


def test_solo_hegemon_with_strength_three_or_more_recruits_three_dice_and_scores_the_rest():
    """seed Solo, Hegemon: "The pink die itself still counts as 1 strength, so if the total strength is less than 3,
    recruit 2 dice, and if the total strength is 3+, recruit 3 dice and gain 1 VP for each strength above 3"."""
    for extra, dice_gained, vp_gained in ((1, 2, 0), (2, 3, 0), (3, 3, 1)):
        state = bot_roll(solo("Hegemon"), {"pk1": "advisor"})
        bot = state.bot
        side = HIDDEN_HEX.index("recruit")
        for die in [d for d in bot.sides[side] if d != "pk1"]:  # only the pink die and the chosen dice beside it
            bot.sides[side].remove(die)
            del bot.faces[die]
            bot.queue.append(die)
        assert bot.sides[side] == ["pk1"]
        for die in [d for d in bot.queue if colour_of(d) == "white"][:extra]:
            bot.queue.remove(die)
            bot.sides[side].append(die)
            bot.faces[die] = "recruit"
        check_state(state)
        owned, vp = len(bot.owned()), state.players[state.bot_seat].vp
        diceoneer._take_turn(state, side)
        assert (len(bot.owned()) - owned, state.players[state.bot_seat].vp - vp) == (dice_gained, vp_gained), extra


def test_solo_pathfinder_gains_two_tents_and_places_a_second_tile():
    """seed Solo, Pathfinder (Explore icon): "The bot gains 2 tents into its personal supply. Draw and place a second
    map tile using the Diceoneer's normal exploration rules." (The second tile comes with the bot's tent.)"""
    state = bot_roll(solo("Pathfinder"), {"pk1": "advisor"})
    bot = state.players[state.bot_seat]
    personal, tiles, stack = bot.personal, dict(state.tiles), len(state.stack)
    resolve(state, "explore", ["pk1"], 1)
    new = [c for c in state.tiles if c not in tiles]
    assert len(new) == 1 and len(state.stack) == stack - 1
    assert state.tents[new[0]][state.bot_seat] == 1
    assert bot.personal == personal + 2 - 1  # 2 tents gained, 1 placed on the new tile
    check_state(state)
