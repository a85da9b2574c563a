"""Western Sea, Envoys module: one test per rule sentence of the seed's Envoys section (and the spec defaults G26,
G32, G33 it rests on), each citing its words. States are reached through legal play with forced chance, then
adjusted directly to set up the situation the rule is about (as tests/dice_settlers/test_rules.py does)."""
from __future__ import annotations

import pytest


from dicelands.engine import get_game
from dicelands.engine.errors import IllegalActionError, OptionError, PositionError
from dicelands.games.dice_settlers.actions.recruit import RecruitDice
from dicelands.games.dice_settlers.tables import TECHS, TILES
from dicelands.games.dice_settlers.gains import new_die
from dicelands.games.dice_settlers.modules.envoys import rules
from dicelands.games.dice_settlers.modules.envoys.cards import ENVOYS

from tests.dice_settlers.test_rules import give, setup_game, texts

GAME = get_game("dice-settlers")


def envoy_game(players=3, display=("envoy-122", "envoy-123", "envoy-124", "envoy-125"), **options):
    """Set up with Envoys (first player seat 0), the display fixed; the game waits in Roll step 2b. Any action may
    be passed (G10 option), so rounds can be skipped."""
    state = setup_game(players, modules="envoys", **{"pass_rule": "any", **options})
    envoys = rules.section(state)
    cards = set(envoys["display"]) | set(envoys["deck"])
    rules.put(state, display=tuple(display), deck=tuple(sorted(cards - set(display))))
    return state


def select(state, card):
    return GAME.apply(state, rules.holder(state), f"select {card}")


def finish_roll(state):
    for seat in range(state.seats):
        while seat in GAME.to_move(state) and state.phase == "roll":
            legal = texts(state, seat)
            state = GAME.apply(state, seat, "embassy decline" if "embassy decline" in legal else "done")
    assert state.phase == "action"
    return state


def next_round(state):
    """Every remaining turn passed: clean-up runs and the next round's Roll phase begins."""
    while state.phase == "action":
        seat = GAME.to_move(state)[0]
        legal = texts(state, seat)
        state = GAME.apply(state, seat, "end turn" if "end turn" in legal else "pass")
    return state


# ---- set-up ------------------------------------------------------------------------------------------------------
def test_setup_embassy_with_the_last_player_four_face_up_and_126_removed_without_fish_and_ships():
    """seed Envoys Setup: 'Give the Embassy tile to the player to the right of the First Player (i.e. the last
    player). If playing without the Fish and Ships module, remove the Envoy card #126 ... Shuffle the Envoys
    together, and deal 4 of them face up ... Place the rest in a draw deck next to them.'
    Also seed line 51: "1 Embassy tile". seed line 77: "1 Embassy tile"."""
    for players in (2, 3, 4):
        for seed in range(5):
            state = GAME.new_state({"players": players, "modules": "envoys"}, seed=seed)
            envoys = rules.section(state)
            assert len(envoys["display"]) == 4 and len(envoys["deck"]) == 4
            assert "envoy-126" not in envoys["display"] + envoys["deck"]
            assert set(envoys["display"]) | set(envoys["deck"]) == set(ENVOYS) - {"envoy-126"}
            assert rules.holder(state) == (state.first - 1) % players
    assert ENVOYS["envoy-126"].requires == ("fish-and-ships",) and ENVOYS["envoy-126"].icons == ("ship",)


def test_not_offered_in_solo_with_the_reason():
    """seed Envoys: 'The Envoys module is not supported for solo play.' (ruling: refused, with the reason)"""
    with pytest.raises(OptionError, match="not supported for solo play"):
        GAME.new_state({"players": 1, "modules": "envoys"})
    assert "envoys" in GAME.resolve_options({"players": 2, "modules": "envoys"})["modules"]


def test_diplomatic_corps_goes_into_the_red_seal_deck_and_the_first_game_tableau():
    """seed Envoys Setup: 'Shuffle the Diplomatic Corps Technology into the red-seal deck. We recommend including it
    in the Tableau for your first game with this module.' (ruling: it replaces the preset's last red-seal card)
    Also seed line 78: "1 Technology (number #118: Diplomatic Corps)"."""
    corps = TECHS["diplomatic-corps"]
    assert corps.seals == ("red",) and corps.module == "envoys"
    assert "diplomatic-corps" not in GAME.new_state({"players": 2}, seed=1).tableau
    tableau = GAME.new_state({"players": 2, "modules": "envoys"}, seed=1).tableau
    assert "diplomatic-corps" in tableau and "pure-vp" not in tableau and len(tableau) == 9
    dealt = {t for seed in range(40) for t in GAME.new_state(
        {"players": 2, "modules": "envoys", "tableau": "random"}, seed=seed).tableau}
    assert "diplomatic-corps" in dealt
    alone = {t for seed in range(40) for t in GAME.new_state({"players": 2, "tableau": "random"}, seed=seed).tableau}
    assert "diplomatic-corps" not in alone


# ---- step 2b -------------------------------------------------------------------------------------------------------
def test_step_2b_the_holder_selects_after_every_roll_and_before_any_manipulation():
    """seed 2b: 'This is done after players have drawn and rolled their dice (Step 2) ..., but before using any dice
    manipulation abilities (Step 3): If you are holding the Embassy tile you must select one of the 4 visible
    Envoy cards'; spec G32: every player waits for the selection.
    Also seed line 88: "A new step is added to the Roll Phase."."""
    state = envoy_game(3)
    holder = rules.holder(state)
    assert holder == 2 and GAME.to_move(state) == (2,)
    assert all(len(state.players[s].active) == 3 for s in range(3))  # everyone has rolled
    assert sorted(texts(state, 2)) == [f"select envoy-{n}" for n in (122, 123, 124, 125)]
    assert texts(state, 0) == []
    state = select(state, "envoy-125")
    assert rules.section(state)["current"] == "envoy-125"
    assert "envoy-125" not in rules.section(state)["display"]  # 'place the card in the middle'
    assert {0, 1} <= set(GAME.to_move(state))


def test_three_or_four_players_one_marker_that_moves():
    """seed 'Selecting Envoys', 3 or 4 players: 'place one of your markers on the Envoy card you select. If one of
    your player markers is already on any of the other Envoy cards, move that player marker to the newly selected
    Envoy (ignoring any markers belonging to other players). Thus, you may not select the same Envoy twice in a row
    ... You may select an Envoy chosen by another player'.
    Also seed line 98: "Each player uses only one of their player markers"."""
    state = envoy_game(3)
    state = select(state, "envoy-122")
    assert rules.markers_on(state, "envoy-122") == (2,)
    state = next_round(finish_roll(state))  # the Envoy returns with its marker; the Embassy passes to seat 0
    assert rules.holder(state) == 0 and "envoy-122" in rules.section(state)["display"]
    assert "select envoy-122" in texts(state, 0)  # another player's marker is ignored
    state = select(state, "envoy-122")
    assert rules.markers_on(state, "envoy-122") == (0, 2)
    state = next_round(finish_roll(state))
    state = next_round(finish_roll(select(state, "envoy-123")))  # seat 1, then seat 2 holds the Embassy again
    assert rules.holder(state) == 2
    assert "select envoy-122" not in texts(state, 2)  # 'you may not select an Envoy card with your marker on it'
    state = select(state, "envoy-124")
    assert rules.markers_on(state, "envoy-122") == (0,) and rules.markers_on(state, "envoy-124") == (2,)


def test_two_players_markers_stay_until_the_opponent_selects_the_card():
    """seed 'Selecting Envoys', 2 players: 'If a marker belonging to another player is already on the selected card,
    return that player marker to its owner. Thus, once you have selected an Envoy, you are only allowed to select
    that Envoy again after your opponent has chosen it'.
    Also seed line 104: "Each player uses multiple of their player markers". seed line 106: "place one of your
    markers on the Envoy you select"."""
    state = envoy_game(2)
    assert rules.holder(state) == 1
    state = next_round(finish_roll(select(state, "envoy-122")))
    state = next_round(finish_roll(select(state, "envoy-123")))  # seat 0
    state = next_round(finish_roll(select(state, "envoy-124")))  # seat 1 again: markers on 122 and 124
    assert rules.markers_on(state, "envoy-122") == (1,) and rules.markers_on(state, "envoy-124") == (1,)
    state = select(state, "envoy-122")  # seat 0 returns seat 1's marker
    assert rules.markers_on(state, "envoy-122") == (0,) and rules.markers_on(state, "envoy-123") == (0,)
    state = next_round(finish_roll(state))
    assert sorted(texts(state, 1)) == ["select envoy-122", "select envoy-123", "select envoy-125"]


def test_selecting_an_envoy_with_your_marker_is_refused_with_the_rule_and_nothing_changes():
    """seed: 'Important! You may not select an Envoy card with your player marker on it'."""
    state = envoy_game(2)
    rules.put(state, markers=(("envoy-122", (1,)),))
    before = GAME.to_position(state)
    with pytest.raises(IllegalActionError):
        select(state, "envoy-122")
    assert GAME.to_position(state) == before


def test_the_embassy_passes_with_the_first_player_tile():
    """seed End of the Round 2: 'when passing the First Player tile clockwise, also pass the Embassy tile, so it is
    always with the player sitting to the right of the First Player'."""
    state = envoy_game(4)
    for expected_first in (1, 2, 3, 0):
        state = next_round(finish_roll(select(state, rules.section(state)["display"][0])))
        assert state.first == expected_first and rules.holder(state) == (expected_first - 1) % 4
        assert GAME.to_move(state) == (rules.holder(state),)


# ---- the Embassy ability ---------------------------------------------------------------------------------------
def test_embassy_free_explore_is_not_an_action_taken_and_other_technologies_still_apply():
    """seed 2b: 'If the Embassy effect allows you to take a specific action, it does NOT count as an action you have
    taken this round ... performing such an action does not prevent you from taking the exact same action during
    the Action Phase. ... Other technologies (for example Mapmaking ...) still apply.' #122: 'a free Explore action.
    For the purpose of this action, receive 1 Explore icon.'
    Also seed line 90: "you immediately receive the ability marked as Embassy". seed line 493: "You may perform a
    free Explore action."."""
    state = envoy_game(3)
    holder = rules.holder(state)
    state.players[holder].techs = ("mapmaking",)
    tiles_before = len(state.tiles)
    state = select(state, "envoy-122")
    assert texts(state, holder) == ["embassy use", "embassy decline"]
    state = GAME.apply(state, holder, "embassy use")
    drawn = [t for t in texts(state, holder) if t.startswith("draw-choose")]
    assert len(drawn) == 2  # 1 Explore icon + Mapmaking's extra tile
    state = GAME.apply(state, holder, drawn[0])
    while holder in GAME.to_move(state) and texts(state, holder)[0].startswith(("put", "extra", "no extra")):
        state = GAME.apply(state, holder, texts(state, holder)[0])
    for seat in range(3):
        while seat != holder and seat in GAME.to_move(state) and "join" in texts(state, seat):
            state = GAME.apply(state, seat, "nojoin")
    assert len(state.tiles) == tiles_before + 1 and state.players[holder].taken == ()
    state = finish_roll(state)
    state = give(state, holder, {"w1": "explore"})
    while GAME.to_move(state) != (holder,):
        state = GAME.apply(state, GAME.to_move(state)[0], "pass")
    assert "action explore" in texts(state, holder)


def test_embassy_action_gets_no_icons_from_technologies_that_add_or_convert_icons():
    """seed 2b: 'Technology abilities that allow you to gain more icons (for example General Education) or convert
    icons (for example Scientific Survey) may not be used.' #127 (G26): a free Settle with 1 Settle icon."""
    state = envoy_game(3, display=("envoy-127", "envoy-123", "envoy-124", "envoy-125"))
    holder = rules.holder(state)
    state.players[holder].techs = ("general-education", "scientific-survey")
    state = GAME.apply(select(state, "envoy-127"), holder, "embassy use")
    step = GAME.current_step(state, holder)
    assert type(step).__name__ == "PlaceTents" and step.left == 1  # one icon, nothing added, nothing to pay
    assert not any(t.startswith(("spend", "convert")) for t in texts(state, holder))
    assert state.players[holder].used == ()


def test_embassy_extra_action_icon_is_ignored():
    """seed 2b: 'If as a consequence of that action you would gain another action (via the extra-action icon) it is
    ignored and not performed.' (No base-game component shows the extra-action icon: an Embassy action never
    leads to the Action phase's turn steps.)"""
    state = envoy_game(3, display=("envoy-130", "envoy-123", "envoy-124", "envoy-125"))
    holder = rules.holder(state)
    state.players[holder].res["food"] = 2
    state = GAME.apply(select(state, "envoy-130"), holder, "embassy use")
    assert type(GAME.current_step(state, holder)).__name__ == "TradeGoods"
    while type(GAME.current_step(state, holder)).__name__ == "TradeGoods":
        state = GAME.apply(state, holder, texts(state, holder)[0])
    assert type(GAME.current_step(state, holder)).__name__ == "Manipulate"  # back to step 3, no turn step
    assert state.players[holder].taken == () and state.phase == "roll"


def test_embassy_draw_three_dice_rolled_into_the_active_area():
    """#123: 'You may immediately draw 3 dice from your bag (refilling if necessary). Roll these dice and add them
    to your Active Dice.'"""
    state = envoy_game(3)
    holder = rules.holder(state)
    p = state.players[holder]
    while len(p.bag) < 3:  # the draw without a refill: three dice in the bag (a recruited white die if short)
        p.bag = p.bag + [new_die(state, holder, "white")]
    active, bag = dict(p.active), list(p.bag)
    state = GAME.apply(select(state, "envoy-123"), holder, "embassy use")
    p = state.players[holder]
    drawn = set(p.active) - set(active)
    assert len(drawn) == 3 and drawn <= set(bag) and all(p.active[d] == active[d] for d in active)
    assert "select" not in " ".join(texts(state, holder)) and type(GAME.current_step(state, holder)).__name__ == (
        "Manipulate")


def test_embassy_research_with_a_single_icon_paying_the_resources():
    """#124: 'a free Research action to purchase a Technology with a single Research icon. You do not spend any
    Research icons, but you must pay any other costs (resources).' G33: cost at most 1 after Improved Research.
    Also seed line 495: "Presence-based recruitment restrictions still apply.". seed line 495: "You may perform a
    free Research action to purchase a Technology with a single Research icon."."""
    state = envoy_game(3)
    holder = rules.holder(state)
    p = state.players[holder]
    assert not GAME.legal_actions(select(state.copy(), "envoy-124"), holder)[0].kind == "embassyuse"  # nothing costs 1
    p.techs = ("improved-research",)
    p.res.update({"food": 0, "wood": 1, "iron": 1, "gold": 0})
    state = GAME.apply(select(state, "envoy-124"), holder, "embassy use")
    options = texts(state, holder)
    costs = {t.split()[1]: TECHS[t.split()[1]].research_cost for t in options}
    assert costs and all(c - 1 <= 1 for c in costs.values())  # Improved Research: 1 less
    assert "research mapmaking" in options
    state = GAME.apply(state, holder, "research mapmaking")
    state = GAME.apply(state, holder, "token wood")
    p = state.players[holder]
    assert "mapmaking" in p.techs and p.res["wood"] == 0 and p.taken == ()


def test_embassy_two_different_resources_not_gold():
    """#125: 'You may receive 2 different resource tokens of your choice. None of these tokens can be Gold.'"""
    state = envoy_game(3)
    holder = rules.holder(state)
    state = select(state, "envoy-125")
    options = texts(state, holder)
    assert sorted(options) == ["embassy decline", "take food+iron", "take food+wood", "take wood+iron"]
    before = dict(state.players[holder].res)
    state = GAME.apply(state, holder, "take food+iron")
    after = state.players[holder].res
    assert (after["food"] - before["food"], after["iron"] - before["iron"], after["gold"]) == (1, 1, before["gold"])


def test_embassy_two_vp_and_set_a_die():
    """G26: #128 'gain 2 VP from the supply'; #129 'set one active die to any face'."""
    state = envoy_game(3, display=("envoy-128", "envoy-129", "envoy-124", "envoy-125"))
    holder = rules.holder(state)
    vp, supply = state.players[holder].vp, state.vp_supply
    after = select(state.copy(), "envoy-128")
    assert (after.players[holder].vp, after.vp_supply) == (vp + 2, supply - 2)
    state = give(state, holder, {"w1": "pioneer", "y1": "food"})
    state = GAME.apply(select(state, "envoy-129"), holder, "embassy use")
    assert sorted(texts(state, holder)) == ["set w1", "set y1"]
    state = GAME.apply(GAME.apply(state, holder, "set y1"), holder, "face settle")
    assert state.players[holder].active == {"w1": "pioneer", "y1": "settle"}


# ---- the shared icon -------------------------------------------------------------------------------------------
def test_shared_icon_once_per_round_for_every_player_independently():
    """seed General Benefit: 'each player has that die face, to be used at any time (Roll Phase or Action Phase as
    appropriate) once per round. ... You spending the icon does not affect the other players, they can still spend
    it, regardless of you.' End of the Round 1: 'Any player who used the icon ... reclaims their exhausted player
    marker'.
    Also seed line 112: "You can mark it spent (for you)"."""
    state = finish_roll(select(envoy_game(3), "envoy-124"))  # shared icon: Raid
    seat = GAME.to_move(state)[0]
    state = give(state, seat, {"w1": "explore"})
    assert rules.shared_icons(state, seat) == ("raid",)
    assert list(rules.virtual_icons(state, seat, "raid")) == [("envoy", "raid", 1)]
    assert list(rules.virtual_icons(state, seat, "trade")) == []  # its icon only where an icon of that kind pays
    state.players[seat].used = state.players[seat].used + ("envoy",)
    assert rules.shared_icons(state, seat) == ()
    assert all(rules.shared_icons(state, other) == ("raid",) for other in range(3) if other != seat)
    state = next_round(state)
    assert all(not rules.icon_used(p) for p in state.players)


def test_shared_icon_pays_for_an_action_like_a_die():
    """seed General Benefit: 'All technologies (including dice conversions) apply, and all base game rules of
    spending virtual dice are unchanged.' (#130's Trade icon pays for a Trade; G26)"""
    state = envoy_game(3, display=("envoy-130", "envoy-123", "envoy-124", "envoy-125"))
    state = finish_roll(select(state, "envoy-130"))
    seat = GAME.to_move(state)[0]
    state = give(state, seat, {"w1": "explore"})
    state.players[seat].res["food"] = 1
    assert "action trade" in texts(state, seat)
    state = GAME.apply(state, seat, "action trade")
    assert "spend envoy" in texts(state, seat)
    state = GAME.apply(GAME.apply(state, seat, "spend envoy"), seat, "pay done")
    assert "envoy" in state.players[seat].used
    state = GAME.apply(state, seat, "trade food")
    assert state.players[seat].res["food"] == 0


def test_shared_icon_goes_through_a_converting_technology():
    """seed General Benefit: 'All technologies (including dice conversions) apply': #122's Research icon through
    Scientific Survey (spec G24: spend 1 Research as any non-Gold icon) pays for a Settle, as a die showing Research
    would; both the converter and the shared icon are then used for the round."""
    state = finish_roll(select(envoy_game(3), "envoy-122"))  # shared icon: Research
    seat = GAME.to_move(state)[0]
    state = give(state, seat, {"w1": "food"})
    state.players[seat].techs = ("scientific-survey",)
    assert "action settle" in texts(state, seat)
    state = GAME.apply(state, seat, "action settle")
    convert = next(a for a in GAME.legal_actions(state, seat) if str(a) == "convert tech:scientific-survey envoy")
    assert GAME.learning.action_label(state, seat, convert) in GAME.learning.action_labels(state.options)
    state = GAME.apply(state, seat, convert)
    assert {"envoy", "tech:scientific-survey"} <= set(state.players[seat].used)
    assert rules.shared_icons(state, seat) == () and "pay done" in texts(state, seat)


def test_shared_icon_goes_through_a_tile_converter():
    """seed General Benefit: 'All technologies (including dice conversions) apply': a converter tile (tile-19, Trade
    to Research, spec G19) with presence takes #130's Trade icon as it takes a die showing Trade."""
    state = envoy_game(3, display=("envoy-130", "envoy-123", "envoy-124", "envoy-125"))
    state = finish_roll(select(state, "envoy-130"))
    seat = GAME.to_move(state)[0]
    state = give(state, seat, {"w1": "research"})
    cell = next(c for c in state.tiles if state.tents[c][seat])
    state.tiles[cell] = "tile-19"
    state.players[seat].res.update({"food": 2, "wood": 2, "iron": 2, "gold": 2})
    state = GAME.apply(state, seat, "action research")
    converting = [a for a in GAME.legal_actions(state, seat) if a.kind == "convert_virtual"]
    assert [str(a) for a in converting] == [f"convert tile:({cell[0]},{cell[1]}) envoy"]
    assert GAME.learning.action_label(state, seat, converting[0]) == "conv tile-19 envoy research"
    assert "conv tile-19 envoy research" in GAME.learning.action_labels(state.options)


def test_shared_resource_icon_in_the_roll_phase_and_a_choice_of_icons_for_harvest():
    """seed General Benefit: 'to be used at any time (Roll Phase or Action Phase as appropriate)'; #129's icon
    'shows three alternatives printed as "or"': one of Food, Wood or Iron, once."""
    state = envoy_game(3, display=("envoy-129", "envoy-123", "envoy-124", "envoy-125"))
    holder = rules.holder(state)
    state = GAME.apply(select(state, "envoy-129"), holder, "embassy decline")
    other = 0
    state = give(state, other, {"w1": "pioneer", "w2": "explore"})
    assert "envoy resource" in texts(state, other)
    state = GAME.apply(state, other, "envoy resource")
    state = GAME.apply(GAME.apply(state, other, "set w2"), other, "face settle")
    assert state.players[other].active["w2"] == "settle" and "envoy resource" not in texts(state, other)
    state = finish_roll(state)
    assert "action harvest" not in texts(give(state.copy(), 0, {"w1": "explore"}), 0)  # seat 0 spent it already
    state = GAME.apply(state, 0, "pass")
    seat = 1
    state = give(state, seat, {"w1": "explore"})
    state = GAME.apply(state, seat, "action harvest")
    assert {"spend envoy:food", "spend envoy:wood", "spend envoy:iron"} <= set(texts(state, seat))
    state = GAME.apply(GAME.apply(state, seat, "spend envoy:wood"), seat, "pay done")
    assert not any(t.startswith("spend envoy") for t in texts(state, seat))


# ---- hiring ------------------------------------------------------------------------------------------------------
def recruit_turn(state, seat, active, icons):
    """Seat takes Recruit paying with the first `icons` dice of `active` (all showing Recruit)."""
    state = give(state, seat, active)
    while GAME.to_move(state) != (seat,):
        state = GAME.apply(state, GAME.to_move(state)[0], "pass")
    state = GAME.apply(state, seat, "action recruit")
    for die in [d for d, icon in active.items() if icon == "recruit"][:icons]:
        state = GAME.apply(state, seat, f"spend {die}")
    return GAME.apply(state, seat, "pay done")


def test_hire_example_card_124_two_dice_shown_not_spent():
    """seed Recruiting the Envoy: 'Example: In order to recruit this Envoy [card #124] you must have a die with a
    Trade icon and any other die that's gray in your active dice pool.' 'The required dice just need to be present
    in your Active Dice Area, but they are not spent when hiring the Envoy.' 'Instead of recruiting one die, you may
    hire the current Envoy.'
    Also seed line 120: "you need to demonstrate active dice". seed line 124: "its icon immediately ceases to be
    available for other players"."""
    state = finish_roll(select(envoy_game(3), "envoy-124"))
    seat = 0
    state = recruit_turn(state, seat, {"w1": "recruit", "o1": "trade", "gy1": "iron"}, 1)
    assert isinstance(GAME.current_step(state, seat), RecruitDice)
    assert "hire envoy-124" in texts(state, seat)
    state = GAME.apply(state, seat, "hire envoy-124")
    p = state.players[seat]
    assert p.active == {"o1": "trade", "gy1": "iron"}  # shown, not spent
    assert rules.section(state)["hired"][seat] == ("envoy-124",)
    assert not isinstance(GAME.current_step(state, seat), RecruitDice)  # instead of the one die
    assert rules.shared_icons(state, 1) == ()  # 'its icon immediately ceases to be available for other players'


def test_hire_needs_printed_icons_and_the_paying_dice_do_not_count():
    """seed: 'this must be an actual icon visible on a die in your active pool (it may not be an icon provided by a
    Technology, or an icon created by means of any conversion) ... The dice used to take the Recruit action do not
    count, as they are already spent at this point.'"""
    state = finish_roll(select(envoy_game(3, display=("envoy-130", "envoy-123", "envoy-124", "envoy-125")),
                               "envoy-130"))  # hire: a grey die + a Recruit icon
    seat = 0
    paid_with_it = recruit_turn(state.copy(), seat, {"w1": "recruit", "gy1": "iron"}, 1)
    assert not any(t.startswith("hire") for t in texts(paid_with_it, seat))  # the Recruit die paid: spent
    converted = recruit_turn(state.copy(), seat, {"w1": "recruit", "gy1": "iron", "w2": "pioneer", "w3": "pioneer"}, 1)
    assert not any(t.startswith("hire") for t in texts(converted, seat))  # two Pioneers are no printed Recruit
    shown = recruit_turn(state.copy(), seat, {"w1": "recruit", "y1": "recruit", "gy1": "iron"}, 1)
    assert "hire envoy-130" in texts(shown, seat)


def test_three_recruit_icons_recruit_one_fewer_die_and_hire():
    """seed: 'when spending 3 or 6 Recruit icons, it is possible to recruit one fewer dice AND hire the Envoy as part
    of the same action.'"""
    state = finish_roll(select(envoy_game(3), "envoy-124"))
    seat = 0
    state = recruit_turn(state, seat, {"w1": "recruit", "w2": "recruit", "y1": "recruit", "o1": "trade",
                                       "gy1": "iron"}, 3)
    assert GAME.current_step(state, seat).left == 2
    state = GAME.apply(state, seat, "hire envoy-124")
    step = GAME.current_step(state, seat)
    assert isinstance(step, RecruitDice) and step.left == 1 and not any(t.startswith("hire") for t in
                                                                        texts(state, seat))


def test_a_hired_envoy_is_replaced_and_one_not_hired_returns_with_its_markers():
    """seed End of the Round 1a: 'If the Envoy was not hired, return it to the face up display of 4 Envoys (along
    with any player markers on it).' 1b: 'If the Envoy was hired, draw a new Envoy card and fill the empty space
    ... In the unlikely situation of the Envoy deck being empty, simply do nothing'. Hiring: 'Return every player
    marker on or next to it to their respective owners.'"""
    state = finish_roll(select(envoy_game(3), "envoy-124"))
    kept = next_round(state.copy())
    assert sorted(rules.section(kept)["display"]) == ["envoy-122", "envoy-123", "envoy-124", "envoy-125"]
    assert rules.markers_on(kept, "envoy-124") == (2,)
    state = recruit_turn(state, 0, {"w1": "recruit", "o1": "trade", "gy1": "iron"}, 1)
    state = GAME.apply(state, 0, "hire envoy-124")
    assert dict(rules.section(state)["markers"]).get("envoy-124") is None
    deck = rules.section(state)["deck"]
    state = next_round(state)
    envoys = rules.section(state)
    assert len(envoys["display"]) == 4 and len(envoys["deck"]) == len(deck) - 1
    assert "envoy-124" not in envoys["display"] and set(envoys["display"]) - {"envoy-122", "envoy-123",
                                                                              "envoy-125"} <= set(deck)
    rules.put(state, deck=(), display=envoys["display"][:3], current="")
    rules.end_of_round(state)
    assert len(rules.section(state)["display"]) == 3


# ---- scoring ---------------------------------------------------------------------------------------------------
def test_scoring_per_matching_tile_with_presence_and_127_per_terrain_type():
    """seed Scoring: 'score the shown points per matching map tile you have presence on' (not for Envoys hired by
    others or in the display). Note: 'Card #127 scores 1 VP for each different terrain type you have presence on
    ... Having presence on more than one Map tile of a given type does not score any additional points.'
    Also seed line 135: "you score points for the Envoys you hired"."""
    state = envoy_game(3)
    for cell in list(state.tiles):
        state.tents[cell] = (0, 0, 0)
    layout = {(5, 0): "tile-08", (6, 0): "tile-13", (7, 0): "tile-12", (8, 0): "tile-11"}  # plains x2, hills, mountains
    for cell, tile in layout.items():
        state.tiles[cell], state.tents[cell] = tile, (1, 0, 0)
    state.tiles[(9, 0)], state.tents[(9, 0)] = "tile-27", (0, 1, 0)  # plains, seat 1 only
    rules.put(state, hired=(("envoy-122", "envoy-123", "envoy-127"), (), ()))
    # 122: 1 VP x 2 plains; 123: 2 VP x 1 hills; 127: 3 terrain types (plains, hills, mountains)
    assert rules.points(state, 0) == 2 + 2 + 3
    assert rules.points(state, 1) == 0 and GAME.result(state).scores[0]["envoys"] == 7
    state.players[0].techs = ("diplomatic-corps",)
    assert rules.points(state, 0) == 7 + 2 * 3  # Diplomatic Corps (our default): 2 VP per hired Envoy
    assert TILES["tile-13"].terrain == "plains" and TILES["tile-11"].terrain == "mountains"


# ---- positions and input ---------------------------------------------------------------------------------------
def test_positions_round_trip_and_broken_envoy_sections_are_refused():
    state = finish_roll(select(envoy_game(2), "envoy-124"))
    position = GAME.to_position(state)
    assert position["modules"]["envoys"]["current"] == "envoy-124"
    assert GAME.to_position(GAME.from_position(position)) == position
    for key, value, message in (
            ("current", "envoy-122", "two places"),
            ("deck", ["envoy-126"], "not an Envoy card in this game"),
            ("markers", {"envoy-127": [0]}, "neither face up"),
            ("hired", [[]], "one list per seat")):
        broken = {**position, "modules": {"envoys": {**position["modules"]["envoys"], key: value}}}
        with pytest.raises(PositionError, match=message):
            GAME.from_position(broken)
    missing = {k: v for k, v in position.items() if k != "modules"}
    with pytest.raises(PositionError, match="modules.envoys"):
        GAME.from_position(missing)


def test_terminal_rendering_and_log_lines_show_the_envoys():
    """Issue 9 'All of it on every surface': the terminal shows the display, the visiting Envoy, the Embassy holder
    and hired Envoys; each Envoy action has a log sentence."""
    from rich.console import Console
    state = select(envoy_game(3), "envoy-124")
    console = Console(width=160, record=True)
    console.print(GAME.show.render(state, 0))
    text = console.export_text()
    assert "Envoys: the Embassy is with C" in text and "visiting: Envoy #124 (Raid icon" in text
    assert "face up: Envoy #122 (Research icon; hire with a yellow die and a Raid die; 1 VP per Plains tile)" in text
    assert "envoy-12" not in text  # issue 41 item 7: no internal id reaches a player
    line = GAME.show.describe(envoy_game(3), 2, GAME.legal_actions(envoy_game(3), 2)[0])
    assert line.startswith("seat 2 chooses Envoy #12") and "Embassy" in line  # surfaces turn "seat 2" into a name


def test_the_bots_heuristic_values_hired_envoys_and_their_points():
    """Issue 9 Must hold: 'greedy and mcts play every module (their heuristic values what the modules score)'."""
    state = finish_roll(select(envoy_game(3), "envoy-124"))
    before = GAME.hints.heuristic(state, 0)
    hired = state.copy()
    rules.put(hired, hired=(("envoy-124",), (), ()), current="")
    mountains = [c for c in hired.tiles if TILES[hired.tiles[c]].terrain == "mountains" and hired.tents[c][0]]
    assert GAME.hints.heuristic(hired, 0) > before - 0.4 + 0.9 + rules.points(hired, 0) - 0.01
    assert rules.points(hired, 0) == len(mountains)


# ---- the seed's Appendix 1 and the gaps the coverage table found (docs/rules/western-sea-coverage.md) -------------
APPENDIX_1 = {  # card: (shared icon, a die showing the hire icon, a die of the hire colour, terrain, VP per tile)
    "envoy-122": ("research", ("gy1", "raid"), ("y1", "food"), "plains", 1),
    "envoy-123": ("gold", ("w2", "research"), ("b1", "food"), "hills", 2),
    "envoy-124": ("raid", ("o1", "trade"), ("gy1", "iron"), "mountains", 1),
}


@pytest.mark.parametrize("card", sorted(APPENDIX_1))
def test_appendix_1_icon_hire_cost_and_scoring(card):
    """seed Appendix 1, #122: "Research | One yellow die cube icon and a Raid icon | Receive 1 VP for each Plains map
    tile where you have Presence"; #123: "Gold | One brown die cube icon and a Research icon | Receive 2 VP for each
    Hills map tile"; #124: "Raid | One grey die cube icon and a Trade icon | Receive 1 VP for each Mountains map
    tile". General Benefit: "The selected Envoy shows a die face icon."; Recruiting: "your active dice pool must
    contain two dice matching the specification"; Scoring: "score the shown points per matching map tile you have
    presence on"."""
    icon, (icon_die, shown), (colour_die, face), terrain, vp = APPENDIX_1[card]
    state = finish_roll(select(envoy_game(3), card))
    assert rules.shared_icons(state, 0) == (icon,)
    both = recruit_turn(state.copy(), 0, {"w1": "recruit", icon_die: shown, colour_die: face}, 1)
    assert f"hire {card}" in texts(both, 0)
    for missing in (icon_die, colour_die):
        dice = {"w1": "recruit", icon_die: shown, colour_die: face}
        del dice[missing]
        assert f"hire {card}" not in texts(recruit_turn(state.copy(), 0, dice, 1), 0)
    hired = GAME.apply(both, 0, f"hire {card}")
    tiles = [c for c in hired.tiles if TILES[hired.tiles[c]].terrain == terrain and hired.tents[c][0]]
    assert rules.points(hired, 0) == vp * len(tiles)
    another = next(t.id for t in TILES.values() if t.terrain == terrain and t.id not in hired.tiles.values())
    hired.tiles[(9, 9)], hired.tents[(9, 9)] = another, (1, 0, 0)  # one more such tile with presence
    assert rules.points(hired, 0) == vp * (len(tiles) + 1)


def test_six_recruit_icons_recruit_two_dice_and_hire():
    """seed Recruiting the Envoy: "when spending 3 or 6 Recruit icons, it is possible to recruit one fewer dice AND
    hire the Envoy as part of the same action." (6 icons: 3 dice, or 2 dice and the Envoy)"""
    state = finish_roll(select(envoy_game(3), "envoy-124"))
    dice = {"w1": "recruit", "w2": "recruit", "w3": "recruit", "y1": "recruit", "y2": "recruit", "y3": "recruit",
            "o1": "trade", "gy1": "iron"}
    state = recruit_turn(state, 0, dice, 6)
    assert GAME.current_step(state, 0).left == 3
    state = GAME.apply(state, 0, "hire envoy-124")
    step = GAME.current_step(state, 0)
    assert isinstance(step, RecruitDice) and step.left == 2
    assert not any(t.startswith("hire") for t in texts(state, 0))


def test_127_counts_shore_as_a_terrain_type_with_fish_and_ships():
    """seed Scoring, Note: "Card #127 scores 1 VP for each different terrain type you have presence on (Forest,
    Mountain, Plains, Hills, Desert, and Shore - if playing with Fish and Ships)"; F&S: the Port's "terrain type is
    also Shore" and Islands "do NOT have a terrain type"."""
    state = setup_game(2, modules="envoys,fish-and-ships")
    rules.put(state, hired=(("envoy-127",), ()))
    base = rules.points(state, 0)
    kinds = {TILES[state.tiles[c]].terrain for c in state.tiles if state.tents[c][0]}
    assert base == len(kinds) and "shore" not in kinds
    for tile, gained in (("port-p2", 1), ("X6", 0)):  # a Shore hex, an Island
        probe = state.copy()
        probe.tiles[(9, 9)], probe.tents[(9, 9)] = tile, (1, 0)
        assert rules.points(probe, 0) == base + gained, tile
