"""Western Sea, the Advisors module: one test per rule sentence of the seed's "Advisors" section and Appendix 2, each
citing its passage (seed = shared/seeds/000_85f2547778bf558b.txt), the seed's Hegemon and Scientist examples
included; G-numbers are spec §12 defaults; rulings: docs/rules/dice-settlers.md "Western Sea: Advisors".

States are reached through legal play with forced chance, then adjusted directly (plain dataclasses) to set up the
situation the rule is about.
"""
from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from dicelands.bots import make_agent
from dicelands.engine import get_game
from dicelands.engine.errors import IllegalActionError, OptionError, PositionError
from dicelands.games.dice_settlers import diceoneer
from dicelands.games.dice_settlers.actions import recruit
from dicelands.games.dice_settlers.tables import FACES, HIDDEN_HEX
from dicelands.games.dice_settlers.modules.advisors import pink_die as pink
from dicelands.games.dice_settlers.modules.advisors.cards import ADVISORS, CHIEF_OF_STAFF, PINK
from dicelands.games.dice_settlers.position import check_state
from dicelands.games.dice_settlers.rulesdata import RULES
from dicelands.games.dice_settlers.state import colour_of
from dicelands.games.dice_settlers.triggers import check_triggers

from tests.dice_settlers.test_rules import setup_game as shared_setup_game

GAME = get_game("dice-settlers")
ADVISORS_ON = {"modules": "advisors"}
NAMES = {a.name: a.id for a in ADVISORS.values()}


def texts(state, seat):
    return [str(a) for a in GAME.legal_actions(state, seat)]


def setup_game(players=2, forced=(), **options):
    """The shared set-up (test_rules.setup_game) with the Advisors module on."""
    return shared_setup_game(players, forced, **ADVISORS_ON, **options)


def with_advisor(state, seat, name):
    """Give `seat` the Advisor `name` (swapping cards between seats, offer and deck so each stays in one place)."""
    section = dict(state.ext["advisors"])
    card = NAMES[name]
    advisors = list(section["advisor"])
    old = advisors[seat]
    holder = next((s for s, a in enumerate(advisors) if a == card), None)
    if holder is not None:
        advisors[holder] = old
    elif old:
        section["deck"] = tuple(a for a in section["deck"] if a != card) + (old,)
    else:
        section["deck"] = tuple(a for a in section["deck"] if a != card)
    advisors[seat] = card
    section["advisor"] = tuple(advisors)
    state.ext["advisors"] = section
    return state


def active(state, seat, dice):
    """The seat's active dice become exactly `dice` (die -> icon); the dice come from the seat's own dice or, for
    new serials, from the supply."""
    p = state.players[seat]
    p.spent.extend(d for d in p.active if d not in dice)
    p.active = {}
    for die, icon in dice.items():
        for zone in (p.bag, p.spent):
            if die in zone:
                zone.remove(die)
        colour = colour_of(die)
        serial = int(die[len(die.rstrip("0123456789")):])
        if serial > p.serial.get(colour, 0):
            state.supply[colour] -= 1
            p.serial[colour] = serial
        p.active[die] = icon
    check_state(state)
    return state


def spent(state, seat, dice):
    """The seat's spent area becomes exactly `dice` (taken from its bag or active dice; the rest go to the bag)."""
    p = state.players[seat]
    p.bag.extend(d for d in p.spent if d not in dice)
    p.bag = [d for d in p.bag if d not in dice]
    for die in dice:
        p.active.pop(die, None)
    p.spent = list(dice)
    check_state(state)
    return state


def action_phase(players=2, **options):
    state = setup_game(players, **options)
    for seat in range(state.seats):
        while seat in GAME.to_move(state) and state.phase == "roll":
            state = GAME.apply(state, seat, "done")
    assert state.phase == "action"
    return state


def play(state, seat, *actions):
    for action in actions:
        state = GAME.apply(state, seat, action)
        check_state(state)
    return state


# ---- set-up ------------------------------------------------------------------------------------------------------
def test_each_player_swaps_a_white_die_for_a_pink_die():
    """seed Advisors, Setup 5: 'Each player takes 1 white die out of their bag, and places it in the general supply.
    Each player then adds 1 pink die into their bag.'
    Also seed line 235: "equal to the number of players at the beginning of the game"."""
    for players in (2, 3, 4):
        state = GAME.new_state({"players": players, **ADVISORS_ON}, seed=3)
        assert state.supply["white"] == players
        for p in state.players:
            assert sorted(p.bag) == ["g1", "pk1", "w1", "w2", "y1"]
    base = GAME.new_state({"players": 2}, seed=3)
    assert base.supply["white"] == 0 and all("pk1" not in p.bag for p in base.players)


def test_solo_the_diceoneer_gets_a_pink_die_without_losing_a_white_die_and_an_advisor():
    """seed Advisors, Solo Support: 'After dealing an Advisor to yourself, deal one Advisor card to the Diceoneer.
    Additionally, add one pink die (without removing a white die!) to the end of the Diceoneer's queue'."""
    state = GAME.new_state({"players": 1, **ADVISORS_ON}, seed=3, forced=[("advisors", "152"), ("advisors", "151")])
    assert state.ext["advisors"]["advisor"] == ("152", "151")
    assert state.bot.queue[-1] == "pk1" and sum(colour_of(d) == "white" for d in state.bot.queue) == 3
    assert state.supply["white"] == 1  # only the player's white die went to the supply


@pytest.mark.parametrize("who, player_card, bot_card", [("diceoneer", "", "151"), ("player", "151", "")])
def test_solo_difficulty_an_advisor_on_one_side_only(who, player_card, bot_card):
    """seed Advisors, Solo Support: 'To make Diceoneer harder to beat, give it an Advisor but do not give one to
    yourself. To make the bot easier to beat, give yourself an Advisor but do not give one to the bot.' (option
    solo_advisor; the side without an Advisor keeps its white die and gets no pink die: ruling)"""
    state = GAME.new_state({"players": 1, **ADVISORS_ON, "solo_advisor": who}, seed=3, forced=[("advisors", "151")])
    check_state(state)
    assert state.ext["advisors"]["advisor"] == (player_card, bot_card)
    player_pink = any(colour_of(d) == PINK.colour for d in state.players[0].bag)
    bot_pink = any(colour_of(d) == PINK.colour for d in state.bot.queue)
    assert (player_pink, bot_pink) == (bool(player_card), bool(bot_card))
    assert sum(colour_of(d) == "white" for d in state.players[0].bag) == (2 if player_card else 3)
    if not player_card:
        state = GAME.new_state({"players": 1, **ADVISORS_ON, "solo_advisor": who}, seed=3)
        while state.phase in ("draft", "start"):
            state = GAME.apply(state, 0, GAME.legal_actions(state, 0)[0])
        assert not any(t.startswith("action advisor") for t in texts(state, 0))


def test_solo_advisor_option_needs_solo_and_the_module():
    """The one-side variants are solo difficulties (seed Advisors › Solo Support): refused elsewhere, saying why."""
    with pytest.raises(OptionError, match="players=1"):
        GAME.new_state({"players": 2, **ADVISORS_ON, "solo_advisor": "player"})
    with pytest.raises(OptionError, match="modules=advisors"):
        GAME.new_state({"players": 1, "solo_advisor": "player"})
    with pytest.raises(OptionError, match="solo_advisor"):
        GAME.new_state({"players": 1, **ADVISORS_ON, "solo_advisor": "nobody"})


def test_draft_from_the_last_player_counter_clockwise_then_the_other_kind_clockwise():
    """seed Advisors, Setup 1-3: 'Deal 3 Advisors and 3 starting tiles face up'; 'Starting from the last player, in
    counterclockwise direction, each player picks a starting tile or an Advisor, then replenishes whichever they
    took'; 'all players - starting from the first player and continuing in clockwise direction - pick whichever out
    of the starting tile and Advisor they do not have'."""
    forced = [("first", "0"), ("advisors", "149"), ("advisors", "150"), ("advisors", "151"),
              ("tiles", "tile-01 tile-02 tile-03"), ("advisors", "152"), ("tiles", "tile-04"), ("advisors", "153")]
    state = GAME.new_state({"players": 3, **ADVISORS_ON}, seed=1, forced=forced)
    assert GAME.to_move(state) == (2,)  # the last player (the first player is seat 0)
    assert texts(state, 2) == ["take advisor 149", "take advisor 150", "take advisor 151",
                               "keep tile-01", "keep tile-02", "keep tile-03"]
    state = play(state, 2, "take advisor 150")
    assert GAME.to_move(state) == (1,) and "take advisor 152" in texts(state, 1)  # replenished
    state = play(state, 1, "keep tile-01")
    assert GAME.to_move(state) == (0,) and "keep tile-04" in texts(state, 0)
    state = play(state, 0, "take advisor 149")
    assert GAME.to_move(state) == (0,)  # the second round starts with the first player
    assert all(t.startswith("keep") for t in texts(state, 0))  # the kind seat 0 does not have
    state = play(state, 0, "keep tile-02")
    assert GAME.to_move(state) == (1,) and all(t.startswith("take advisor") for t in texts(state, 1))
    state = play(state, 1, "take advisor 151")
    assert GAME.to_move(state) == (2,) and all(t.startswith("keep") for t in texts(state, 2))
    state = play(state, 2, texts(state, 2)[0])
    assert state.phase in ("start", "roll")
    assert state.ext["advisors"]["advisor"] == ("149", "151", "150")
    assert all(state.kept)


def test_chief_of_staff_joins_the_blue_deck_and_the_first_game_tableau():
    """seed Advisors, Setup 6: 'Shuffle the Chief of Staff (#115) Technology into the blue-seal deck. We recommend
    including it in the Tableau for your first game with this module.' Ruling: it replaces the preset's second blue
    card (Improved Research); it is never dealt without the module.
    Also seed line 202: "1 new Technology (#115 Chief of Staff)"."""
    state = GAME.new_state({"players": 2, **ADVISORS_ON}, seed=1)
    assert CHIEF_OF_STAFF.id in state.tableau and "improved-research" not in state.tableau
    assert CHIEF_OF_STAFF.seals == ("blue",)
    for seed in range(30):
        base = GAME.new_state({"players": 2, "tableau": "random"}, seed=seed)
        assert CHIEF_OF_STAFF.id not in base.tableau
    dealt = sum(CHIEF_OF_STAFF.id in GAME.new_state({"players": 2, "tableau": "random", **ADVISORS_ON},
                                                     seed=seed).tableau for seed in range(60))
    assert 0 < dealt < 60


# ---- white dice --------------------------------------------------------------------------------------------------
def test_white_dice_are_recruited_without_presence_but_never_by_the_diceoneer():
    """seed Advisors, Recruiting White Dice: 'they can also be recruited, and they do not require presence on any
    particular tile'; Solo: 'Note: The Diceoneer never recruits white dice.'"""
    state = active(action_phase(2), 0, {"pk1": "settle", "y2": "recruit"})
    assert "white" in recruit.recruitable(state, 0)
    state = play(state, 0, "action recruit", "spend y2", "pay done")
    assert "recruit white" in texts(state, 0)
    state = play(state, 0, "recruit white")
    assert "w4" in state.players[0].spent and state.supply["white"] == 1
    solo = setup_game(1)
    assert solo.supply["white"] == 1 and "white" not in recruit.recruitable(solo, solo.bot_seat)


def test_white_dice_do_not_count_as_a_colour_for_the_end_trigger():
    """seed Advisors, Recruiting White Dice: 'White dice do not count as a colour towards the end game trigger.'"""
    state = setup_game(2)
    state.box.update({c: state.box[c] + state.supply[c] for c in ("grey", "brown", "orange")})
    state.supply.update({"grey": 0, "brown": 0, "orange": 0, "white": 2})
    check_triggers(state)
    assert "dice" in state.triggers  # yellow and green are left, plus white


# ---- the pink die --------------------------------------------------------------------------------------------------
def test_hegemon_example_explore_converted_to_a_third_recruit_icon():
    """seed Advisors, example: 'The Hegemon Advisor (card #152) allows you to convert an Explore icon onto a Recruit
    icon. With 2 Recruit icons provided by dice in your active pool and an Explore icon provided by your Advisor die,
    you have a total of 3 Recruit icons - enough to recruit 2 dice.'"""
    state = with_advisor(action_phase(2), 0, "Hegemon")
    state = active(state, 0, {"y2": "recruit", "y3": "recruit", "pk1": "explore"})
    state = play(state, 0, "action recruit", "spend y2", "spend y3")
    assert "convert pk1 as recruit" in texts(state, 0)
    state = play(state, 0, "convert pk1 as recruit", "pay done")
    assert GAME.prompt(state, 0) == "recruit a die (2 left)"


def test_an_action_paid_only_by_the_pink_die_offers_no_cancel():
    """seed Advisors: the pink die's 'Pioneer and Explore faces may be used as the icons the Advisor converts them
    to'. When that conversion is the only way to pay, paying offers it and nothing that leads back to choosing the
    action: a `cancel` there let the search bot choose Trade and cancel it for ever (seed 1022, below)."""
    state = with_advisor(action_phase(2), 0, "Merchant Lord")
    state = active(state, 0, {"pk1": "explore", "g2": "explore", "w2": "settle"})
    assert "action trade" in texts(state, 0)
    trade = play(state, 0, "action trade")
    assert texts(trade, 0) == ["convert pk1 as trade"]
    assert "pay done" in texts(play(trade, 0, "convert pk1 as trade"), 0)


def test_the_game_where_the_search_cancelled_trade_for_ever_now_ends():
    """The 2-player Advisors game, seed 1022, `mcts:30` against `greedy` (agent seeds as benchmarks/mcts_params.py):
    in round 11 the search chose `action trade` and `cancel` over and over, and the game never ended."""
    state = GAME.new_state(GAME.resolve_options({"players": 2, **ADVISORS_ON}), 1022)
    agents = [make_agent("mcts:30", 1022 * 7 + 1), make_agent("greedy", 1022 * 7 + 2)]
    for _ in range(2000):
        if not GAME.to_move(state):
            break
        seat = GAME.to_move(state)[0]
        legal = GAME.legal_actions(state, seat)
        assert "cancel" not in [str(a) for a in legal]
        action = legal[0] if len(legal) == 1 else agents[seat].act(GAME, GAME.view(state, seat), seat, legal)
        state = GAME.apply(state, seat, action, check=False)
    assert GAME.result(state).over


def test_conversions_work_one_way_only():
    """seed Advisors: 'Note that these conversions work only in one direction (you may not convert back into
    Pioneer or Explore).' The Spymaster's Explore face may pay Settle (its conversion) or Explore (as printed)."""
    state = with_advisor(action_phase(2), 0, "Spymaster")
    state = active(state, 0, {"pk1": "explore", "g2": "settle"})
    settle = play(state, 0, "action settle")
    assert "convert pk1 as settle" in texts(settle, 0)
    explore = play(state, 0, "action explore")
    assert "spend pk1" in texts(explore, 0)
    assert not [t for t in texts(explore, 0) if t.startswith("convert pk1")]
    recruit_state = with_advisor(active(action_phase(2), 0, {"pk1": "explore", "y2": "recruit"}), 0, "Spymaster")
    assert not [t for t in texts(play(recruit_state, 0, "action recruit"), 0) if "pk1" in t]


def test_a_converted_resource_manipulates_dice_in_the_roll_phase():
    """seed Advisors: 'If a conversion creates a resource icon, it may also be used in the Roll Phase for dice
    manipulation abilities.' The Scientist's Pioneer face is Food: it sets another die or draws (G08)."""
    state = with_advisor(setup_game(2), 0, "Scientist")
    state = active(state, 0, {"pk1": "pioneer", "y2": "recruit"})
    assert "resource pk1 as food" in texts(state, 0)
    state = play(state, 0, "resource pk1 as food")
    assert "draw 1" in texts(state, 0) and "set y2" in texts(state, 0)
    state = play(state, 0, "set y2", "face food")
    assert state.players[0].active == {"y2": "food"} and "pk1" in state.players[0].spent


def test_the_advisor_face_costs_two_pioneer_or_resource_icons_mixed():
    """seed Advisors: 'If you want to set the die to the special side in the Roll phase, you need to spend 2 Pioneer
    and/or resource icons'; 'Note: Mixing is allowed, for example one Pioneer and one Wood symbol will allow you to set
    the die to the Advisor side.'"""
    state = active(setup_game(2), 0, {"pk1": "settle", "w1": "pioneer", "g2": "wood", "y2": "recruit"})
    assert "advisor face pk1" in texts(state, 0)
    state = play(state, 0, "advisor face pk1")
    assert texts(state, 0) == ["pay w1", "pay g2"]  # the Recruit die pays nothing
    state = play(state, 0, "pay w1", "pay g2")
    assert state.players[0].active == {"pk1": "advisor", "y2": "recruit"}
    one = active(setup_game(2), 0, {"pk1": "settle", "w1": "pioneer", "y2": "recruit"})
    assert "advisor face pk1" not in texts(one, 0)


def test_ship_icons_pay_for_the_advisor_face_only_with_fish_and_ships():
    """seed Advisors: '(and/or Ship icons if playing with Fish and Ships)'."""
    assert not pink.pays_for_face(SimpleNamespace(options={"modules": "advisors"}), "ship")
    assert pink.pays_for_face(SimpleNamespace(options={"modules": "advisors,fish-and-ships"}), "ship")
    assert not pink.pays_for_face(SimpleNamespace(options={"modules": "advisors"}), "recruit")


def test_nothing_else_sets_the_advisor_face_but_rerolls_may_roll_it():
    """seed Advisors: 'No other abilities (Technologies, Envoys, etc.) may be used to purposely set the pink die to
    the special side. Rerolls can be used on the pink die as normal.'"""
    state = active(setup_game(2), 0, {"pk1": "settle", "w1": "pioneer", "y2": "recruit"})
    state = play(state, 0, "pioneer w1", "set pk1")
    assert "face advisor" not in texts(state, 0)
    before = GAME.to_position(state)
    with pytest.raises(IllegalActionError, match="choose the face the pink die shows"):
        GAME.apply(state, 0, "face advisor")
    assert GAME.to_position(state) == before
    again = active(setup_game(2), 0, {"pk1": "settle", "w1": "pioneer", "y2": "recruit"})
    again = play(again, 0, "pioneer w1", "reroll")
    assert "reroll pk1" in texts(again, 0)


# ---- the Advisor action ----------------------------------------------------------------------------------------
def test_scientist_example_the_advisor_action_is_its_own_action_type():
    """seed Advisors: 'Important: the Advisor action is always considered its own type of action'; example: 'Using
    the Scientist's action, a player researches a Technology as their first action. As their second action the
    player performs a regular Research action ... This is allowed, since the Advisor action is not considered a
    Research action'."""
    state = with_advisor(action_phase(2), 0, "Scientist")
    state = active(state, 0, {"pk1": "advisor", "gy2": "research", "gy3": "research", "b2": "research",
                              "b3": "research", "b4": "research"})
    state.players[0].res = {"food": 1, "wood": 1, "iron": 1, "gold": 1}
    state = active(state, 1, {})  # seat 1 has nothing to do but pass
    assert "action advisor" in texts(state, 0)
    state = play(state, 0, "action advisor", "spend gy2", "spend gy3", "pay done", "research mapmaking", "end turn")
    assert state.players[0].techs == ("mapmaking",) and state.players[0].taken == ("advisor",)
    while GAME.to_move(state) != (0,):
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, "pass")
    assert "action research" in texts(state, 0)
    state = play(state, 0, "action research", "spend b2", "spend b3", "spend b4", "pay done")
    assert "research general-education" in texts(state, 0)


def test_scientist_researches_a_cheap_technology_ignoring_resources_but_spending_research_icons():
    """seed #150: 'Research one Technology (with a Research icon cost of no more than 2), ignoring any resource cost.
    You must still spend the Research icons!'"""
    state = with_advisor(action_phase(2), 0, "Scientist")
    state = active(state, 0, {"pk1": "advisor", "gy2": "research", "gy3": "research", "b2": "research"})
    state.players[0].res = {"food": 0, "wood": 0, "iron": 0, "gold": 0}
    state = play(state, 0, "action advisor")
    assert "pay done" not in texts(state, 0)  # no Research icon spent yet
    state = play(state, 0, "spend gy2", "spend gy3", "spend b2", "pay done")
    options = texts(state, 0)
    assert "research mapmaking" in options and "research general-education" not in options  # cost 3
    state = play(state, 0, "research mapmaking")
    assert state.players[0].res == {"food": 0, "wood": 0, "iron": 0, "gold": 0}


def test_the_advisor_action_spends_the_advisor_face_once_and_is_offered_only_then():
    """seed Advisors: 'During your turn you may spend the special icon as an action to perform the Advisor action
    Printed on the Advisor card.' Bad input: without the Advisor face the action is refused, nothing changed.
    Also seed line 508: "The Broker's ability reads"."""
    state = with_advisor(action_phase(2), 0, "Broker")
    state = active(state, 0, {"pk1": "explore", "y2": "recruit"})
    state.players[0].techs = ("mapmaking",)
    before = GAME.to_position(state)
    with pytest.raises(IllegalActionError):
        GAME.apply(state, 0, "action advisor")
    assert GAME.to_position(state) == before
    state = active(state, 0, {"pk1": "advisor", "y2": "recruit"})
    state = play(state, 0, "action advisor")
    assert "pk1" in state.players[0].spent
    assert texts(state, 0) == ["gain food", "gain wood", "gain iron"]  # seed #154, one per technology
    state = play(state, 0, "gain iron")
    assert state.players[0].res["iron"] == 1 and "gain iron" not in texts(state, 0)


def test_spymaster_swaps_spent_dice_sets_any_face_and_may_pay_1_vp_for_an_extra_action():
    """seed #149: 'Swap 1 die from your spent dice area with another player's die (from their spent dice area), set
    it to any face and add it to your active dice area. You may return 1 VP to the pool to take an extra action.'
    G11: the extra action is taken at once. Ruling: pink dice (like the Treasure die, seed F&S: 'cannot be ... stolen
    using the Spymaster's Advisor action') are never swapped."""
    state = with_advisor(action_phase(2), 0, "Spymaster")
    state = active(state, 0, {"pk1": "advisor", "y2": "recruit"})
    state.players[1].serial["orange"] = 2
    state.supply["orange"] -= 2
    state.players[1].bag += ["o1", "o2"]
    spent(state, 0, ["g1"])
    spent(state, 1, ["pk1", "o2"])
    state.players[0].vp, state.vp_supply = 1, state.vp_supply - 1
    check_state(state)
    state = play(state, 0, "action advisor")
    assert texts(state, 0) == ["give g1"]  # not the pink die just spent
    state = play(state, 0, "give g1")
    assert texts(state, 0) == ["take 1 o2"]  # not seat 1's pink die
    state = play(state, 0, "take 1 o2", "face trade")
    assert state.players[0].active["o1"] == "trade" and "g2" in state.players[1].spent
    state = play(state, 0, "extra action")
    assert state.players[0].vp == 0 and "action trade" in texts(state, 0)


def test_general_raids_two_tents_of_different_players_ignoring_defences():
    """seed #151: 'Raid up to 2 tents from one tile you have presence, ignoring all defensive Technologies. These
    tents may belong to different players.'"""
    state = with_advisor(action_phase(3), 0, "General")
    state = active(state, 0, {"pk1": "advisor"})
    cell = next(c for c in state.tiles if state.tents[c][0])
    for seat in (1, 2):
        state.players[seat].personal -= 1 - state.tents[cell][seat]
        state.players[seat].techs = ("raid-absorb-1",)
    state.tents[cell] = (1, 1, 1)
    state = play(state, 0, "action advisor", f"raid ({cell[0]},{cell[1]})", "target 1", )
    state = play(state, 0, "target 2")
    assert state.tents[cell] == (1, 0, 0)


def test_hegemon_returns_dice_and_recruits_one_more_of_any_colour():
    """seed #152: 'Return any number of dice to the supply. Recruit one more die than the number of dice returned,
    including colours you do not have access to (due to lack of presence).'"""
    state = with_advisor(action_phase(2), 0, "Hegemon")
    state = active(state, 0, {"pk1": "advisor"})
    spent(state, 0, ["g1", "w1"])
    state = play(state, 0, "action advisor", "return g1", "return w1", "recruit now")
    assert GAME.prompt(state, 0) == "Hegemon: recruit a die of any colour (3 left)"
    assert {"recruit orange", "recruit grey", "recruit white"} <= set(texts(state, 0))  # no presence needed
    state = play(state, 0, "recruit orange", "recruit grey", "recruit brown")
    assert sorted(colour_of(d) for d in state.players[0].spent if d != "pk1") == ["brown", "grey", "orange"]


def test_merchant_lord_and_pathfinder_project_default_abilities():
    """spec §12 G27: Merchant Lord 'trade up to 3 resource tokens for 2 VP each, without Trade icons'; Pathfinder
    'gain 2 tents, then perform an Explore with 2 Explore icons'."""
    state = with_advisor(action_phase(2), 0, "Merchant Lord")
    state = active(state, 0, {"pk1": "advisor"})
    state.players[0].res = {"food": 2, "wood": 2, "iron": 0, "gold": 0}
    state = play(state, 0, "action advisor", "sell food", "sell wood", "sell wood")
    assert state.players[0].vp == 6 and state.players[0].res["food"] == 1
    path = with_advisor(action_phase(2), 0, "Pathfinder")
    path = active(path, 0, {"pk1": "advisor"})
    tents = path.players[0].personal
    path = GAME.apply(path, 0, "action advisor")
    assert path.players[0].personal == tents + 2
    assert GAME.prompt(path, 0).startswith("choose")  # 2 Explore icons drew 2 tiles


def test_chief_of_staff_sets_the_advisor_face_for_one_icon():
    """seed Setup 6 names Chief of Staff (#115); its effect is unknown (G24): our default, one icon instead of 2."""
    state = active(setup_game(2), 0, {"pk1": "settle", "w1": "pioneer", "y2": "recruit"})
    state.players[0].techs = (CHIEF_OF_STAFF.id,)
    state = play(state, 0, "advisor face pk1", "pay w1")
    assert state.players[0].active["pk1"] == "advisor"


# ---- solo ----------------------------------------------------------------------------------------------------------
def solo(advisor_name):
    state = setup_game(1)
    state = with_advisor(state, state.bot_seat, advisor_name)
    return state


def bot_roll(state, faces):
    """Put `faces`' dice (die -> icon) first in the Diceoneer's queue and run its roll; the other dice of its hand
    show an action face."""
    bot = state.bot
    for die in [d for side in bot.sides for d in side]:
        bot.queue.append(die)
    for side in bot.sides:
        side.clear()
    bot.faces.clear()
    bot.queue = [*faces, *[d for d in bot.queue if d not in faces]]
    hand = bot.queue[:RULES.bot_hand_size]
    shown = {d: faces.get(d) or next(i for i in FACES[colour_of(d)] if i in HIDDEN_HEX) for d in hand}
    state.rng.forced.append(("roll", " ".join(f"{d}={i}" for d, i in shown.items())))
    diceoneer.roll(state)
    check_state(state)
    return state


def test_solo_pink_pioneer_or_explore_places_the_plus_one_token_by_the_conversion():
    """seed Solo: 'If the Pioneer or Explore side is rolled, place it according to the rules in the base game, but
    additionally add the +1 token next to the side indicated on the Advisor's card conversion'; example: 'When
    rolling an Explore with a Spymaster Diceoneer, place the pink die to the Explore side, and the +1 token to the
    Settle side.'
    Also seed line 245: "When the bot rolls the pink die, do the following:"."""
    state = solo("Spymaster")
    state = bot_roll(state, {"pk1": "explore"})
    assert "pk1" in state.bot.sides[HIDDEN_HEX.index("explore")]
    assert state.ext["advisors"]["token"] == "settle"


def test_solo_a_resource_conversion_places_a_resource_token_instead():
    """seed Solo: 'If the conversion shows a resource, place the resource token instead of the +1 token'; example:
    'when rolling a Pioneer with a Merchant Lord Diceoneer, place the Pioneer according to base rules, then place an
    Iron token according to the base rules' (resources are placed at Trade, G25)."""
    state = bot_roll(solo("Merchant Lord"), {"pk1": "pioneer"})
    assert state.ext["advisors"]["token"] == "" and state.ext["advisors"]["resources"] == ("trade",)


def test_solo_advisor_face_is_placed_at_the_solo_side():
    """seed Solo: 'Example: When rolling the Advisor side with a General Diceoneer, it is placed next to Raid.'
    Also seed line 248: "If the Advisor side is rolled, place it next to the side indicated"."""
    state = bot_roll(solo("General"), {"pk1": "advisor"})
    assert state.bot.sides[HIDDEN_HEX.index("raid")] == ["pk1"]


def test_solo_the_plus_one_token_adds_strength_once_then_is_discarded():
    """seed Solo: 'When resolving an action with the Diceoneer, the +1 token behaves like a die (extra strength), and
    is discarded after the action is performed.'
    Also seed line 64: "1 Advisor Solo Token ("+1")". seed line 203: "1 Advisor solo token ("+1")"."""
    state = bot_roll(solo("Spymaster"), {"pk1": "explore", "w1": "settle"})
    from dicelands.games.dice_settlers.modules.advisors.solo import resolve
    assert resolve(state, "settle", ["w1"], 1) == 2
    assert state.ext["advisors"]["token"] == ""
    assert resolve(state, "settle", ["w1"], 1) == 1


@pytest.mark.parametrize("name, action, check", [
    ("Scientist", "research", lambda s, vp, dice, strength: strength == 3),
    ("Merchant Lord", "trade", lambda s, vp, dice, strength: s.players[s.bot_seat].vp == vp + 4),
    ("Broker", "research", lambda s, vp, dice, strength: s.ext["advisors"]["gold"] == 3),
    ("Hegemon", "recruit", lambda s, vp, dice, strength: len(s.bot.owned()) == dice + 1),
])
def test_solo_advisor_effects(name, action, check):
    """seed Solo, solo reference: Scientist 'adds a total of 3 strength instead of 1'; Merchant Lord 'takes an
    additional 4 VP from the supply'; Broker 'Place 3 gold tokens next to the Diceoneer's queue tile'; Hegemon 'The
    bot recruits an additional die' (never white).
    Also seed line 258: "treat it as a normal die (extra strength), and additionally resolve the effect". seed line
    264: "The bot takes an additional 4 VP from the supply.". seed line 504: "Counts as an additional two
    strength."."""
    from dicelands.games.dice_settlers.modules.advisors.solo import resolve
    state = bot_roll(solo(name), {"pk1": "advisor"})
    vp, dice = state.players[state.bot_seat].vp, len(state.bot.owned())
    strength = resolve(state, action, ["pk1"], 1)
    assert check(state, vp, dice, strength)
    assert all(colour_of(d) != "white" or d in ("w1", "w2", "w3") for d in state.bot.owned())


def test_solo_broker_gold_is_distributed_next_round_as_if_rolled():
    """seed Solo, Broker: 'At the end of the roll phase next round, distribute these around the Diceoneer's Action
    Hex as if they were just rolled.'"""
    state = solo("Broker")
    state.ext["advisors"] = {**state.ext["advisors"], "gold": 3}
    state = bot_roll(state, {"w1": "settle"})
    assert state.ext["advisors"]["gold"] == 0 and state.ext["advisors"]["resources"] == ("trade",) * 3


def test_solo_general_clears_the_tile_and_builds_a_house():
    """seed Solo, General: 'Return all tents from the selected tile ... Tents returned to you are placed in your
    personal supply, tents returned to the bot are placed in the general supply. The bot then immediately places a
    house on the tile in question.'
    Also seed line 505: "Remove all tents from the tile, build house."."""
    from dicelands.games.dice_settlers.modules.advisors.solo import resolve
    state = bot_roll(solo("General"), {"pk1": "advisor"})
    bot = state.bot_seat
    cell = next(iter(state.tiles))
    for seat, count in enumerate((3, 1)):
        state.players[seat].personal -= count - state.tents[cell][seat]
    state.tents[cell] = (3, 1)
    personal = state.players[0].personal
    assert resolve(state, "raid", ["pk1"], 1) == 0
    assert state.tents[cell] == (0, 0) and state.houses[cell] == bot
    assert state.players[0].personal == personal + 3
    check_state(state)


def test_solo_spymaster_steals_a_die_the_player_has_no_access_to():
    """seed Solo, Spymaster: 'The Diceoneer steals a non-white/non-pink die from your spent dice area. It prefers
    stealing a die you do not have access to'; 'If there are no stealable dice ... it recruits an additional die'.
    Also seed line 503: "Steal 1 die from the player."."""
    from dicelands.games.dice_settlers.modules.advisors.solo import resolve
    state = bot_roll(solo("Spymaster"), {"pk1": "advisor"})
    p = state.players[0]
    p.serial.update({"orange": 2, "yellow": max(p.serial.get("yellow", 0), 2)})
    state.supply["orange"] -= 2
    state.supply["yellow"] -= 2 - sum(colour_of(d) == "yellow" for d in p.owned())
    p.bag += ["o1", "o2"] + [d for d in ("y2",) if d not in p.owned()]
    spent(state, 0, ["w1", "o2", "y2"])
    owned = len(state.bot.owned())
    resolve(state, "recruit", ["pk1"], 1)
    assert len(state.bot.owned()) == owned + 1 and colour_of(state.bot.queue[-1]) in ("orange", "yellow")
    assert "w1" in p.spent


# ---- whole games ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 2, 4])
def test_random_games_with_advisors_keep_every_invariant_and_positions_round_trip(players):
    """Property: random full games with the module, the base game's invariants after every decision."""
    for seed in range(2):
        chooser = random.Random(seed)
        state = GAME.new_state({"players": players, **ADVISORS_ON}, seed)
        while GAME.to_move(state):
            seat = chooser.choice(GAME.to_move(state))
            state = GAME.apply(state, seat, chooser.choice(GAME.legal_actions(state, seat)))
            check_state(state)
        assert state.phase == "over"
        position = GAME.to_position(state)
        assert GAME.to_position(GAME.from_position(position)) == position


def test_a_position_with_an_advisor_in_two_places_is_refused():
    state = setup_game(2)
    position = GAME.to_position(state)
    position["modules"]["advisors"]["deck"].append(position["modules"]["advisors"]["advisor"][0])
    with pytest.raises(PositionError, match="exactly one place"):
        GAME.from_position(position)


def test_the_module_option_is_checked():
    with pytest.raises(OptionError, match="unknown module"):
        GAME.new_state({"players": 2, "modules": "advisers"})
    assert PINK.count == 4 and len(ADVISORS) == 7


def test_the_first_action_may_not_be_passed_while_the_advisor_action_is_open():
    """spec G10: 'A player must take their first action of the round if any legal action is available' — the
    Advisor action is one (seed: 'the Advisor action is always considered its own type of action')."""
    state = with_advisor(action_phase(2), 0, "Broker")
    state.players[0].techs = ("mapmaking",)
    state = active(state, 0, {"pk1": "advisor"})
    assert texts(state, 0)[:1] == ["action advisor"] and "pass" not in texts(state, 0)
