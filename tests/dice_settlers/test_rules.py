"""Dice Settlers rules, one test per rule sentence of the seed that concerns the base game and per spec default.

Each test names what it rests on: `seed <section>: "<words>"` (the Western Sea rulebook, which wins over the spec
where it states a base rule) or `spec <section / G-default>`. States are reached through legal play with forced
chance, then adjusted directly (plain dataclasses) to set up the situation the rule is about.
"""
from __future__ import annotations

import pytest

from dicelands.engine import get_game
from dicelands.engine.errors import ChanceError, IllegalActionError, PositionError
from dicelands.games.dice_settlers.actions.recruit import RecruitDice
from dicelands.games.dice_settlers.board import explore_positions
from dicelands.games.dice_settlers.tables import SETUP, TILES
from dicelands.games.dice_settlers.payment import ChooseAction
from dicelands.games.dice_settlers.position import check_state

GAME = get_game("dice-settlers")


def texts(state, seat):
    return [str(a) for a in GAME.legal_actions(state, seat)]


def setup_game(players=2, forced=(), seed=1, **options):
    """Draft and place starting tiles taking the first option each time; the game stops in the Roll phase. Seat 0
    plays first; `forced` are the chance outcomes after that. Shared by the modules' tests (Envoys, Fish and Ships)."""
    forced = [("first", "0"), *forced]
    state = GAME.new_state({"players": players, **options}, seed=seed, forced=forced)
    while state.phase in ("draft", "start"):
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    return state


def to_action_phase(state):
    for seat in range(state.seats):
        while seat in GAME.to_move(state) and state.phase == "roll":
            state = GAME.apply(state, seat, "done")
    assert state.phase == "action"
    return state


LETTERS = {"w": "white", "y": "yellow", "g": "green", "gy": "grey", "b": "brown", "o": "orange", "bl": "blue",
           "t": "treasure"}


def give(state, seat, active):
    """Replace seat's active dice with `active` (die -> icon); dice not owned are taken from the supply (as many as
    the die's serial passes the seat's last one)."""
    p = state.players[seat]
    for die in list(p.active):
        p.spent.append(die)
    p.active = {}
    for die, icon in active.items():
        for zone in (p.bag, p.spent):
            if die in zone:
                zone.remove(die)
        colour = LETTERS[die.rstrip("0123456789")]
        serial = int(die[len(die.rstrip("0123456789")):])
        if serial > p.serial.get(colour, 0):
            state.supply[colour] -= serial - p.serial.get(colour, 0)
            p.serial[colour] = serial
        p.active[die] = icon
    check_state(state)
    return state


# ---- set-up ------------------------------------------------------------------------------------------------------
def test_setup_starting_dice_tents_tracker_and_supplies():
    """spec §2.2 [C]: 3 white + green + yellow, 6 tents, tracker 3; G02 starting tent from the personal supply;
    G04 VP supply; seed F&S Setup: 'return 2/1 ... dice (for 2/3 players) to the box - same as with other coloured dice'."""
    for players, vp, removed in ((1, 30, 2), (2, 30, 2), (3, 40, 1), (4, 50, 0)):
        state = GAME.new_state({"players": players}, seed=2)
        assert state.vp_supply == vp
        assert state.box["grey"] == removed
        p = state.players[0]
        assert sorted(p.bag) == ["g1", "w1", "w2", "w3", "y1"]
        assert p.personal == 6
    state = setup_game(2, forced=[("tiles", "tile-03 tile-04 tile-05"), ("tiles", "tile-06")])
    for seat in range(2):
        p = state.players[seat]
        assert p.personal == 5 or TILES[state.kept[seat]].starting_bonus.tents  # 6 - the starting tent
        assert len(p.active) == 3  # hand size = tracker 3
    assert len(state.tiles) == 2


def test_map_stack_by_player_count():
    """spec §12 G03: 19 / 27 / 33 tiles (solo 19)."""
    for players, size in ((1, 19), (2, 19), (3, 27), (4, 33)):
        assert len(GAME.new_state({"players": players}, seed=1).stack) == size


def test_starting_tile_draft_draw_three_keep_one_pass_two():
    """spec §2.3.2 [C: DS-COM]: draw 3, keep 1, pass 2; the next player adds 1 newly drawn tile."""
    state = GAME.new_state({"players": 3}, seed=1, forced=[("first", "1"), ("tiles", "tile-01 tile-02 tile-03")])
    assert GAME.to_move(state) == (1,)
    assert texts(state, 1) == ["keep tile-01", "keep tile-02", "keep tile-03"]
    state = GAME.new_state({"players": 3}, seed=1, forced=[("first", "1"), ("tiles", "tile-01 tile-02 tile-03"),
                                                           ("tiles", "tile-07")])
    state = GAME.apply(state, 1, "keep tile-02")
    assert GAME.to_move(state) == (2,)
    assert texts(state, 2) == ["keep tile-01", "keep tile-03", "keep tile-07"]


def test_starting_tiles_touch_as_many_tiles_as_possible():
    """spec §2.3.3 [C]: each starting tile touches as many placed tiles as possible."""
    state = GAME.new_state({"players": 3}, seed=4, forced=[("first", "0")])
    while state.phase == "draft":
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    assert list(state.tiles) == [(0, 0)]
    state = GAME.apply(state, 1, GAME.legal_actions(state, 1)[0])
    # the third tile must touch both placed tiles
    assert all(t.startswith("start ") for t in texts(state, 2)) and len(texts(state, 2)) == 2


def test_tableau_first_game_preset_and_random_deal():
    """spec §12 G06: 9 cards; random deal = 1 from each seal deck + 4 more; the promo lies beside the tableau."""
    state = GAME.new_state({"players": 2}, seed=1)
    assert len(state.tableau) == SETUP.tableau_size == 9
    from dicelands.games.dice_settlers.tables import TECHS
    for seed in range(10):
        state = GAME.new_state({"players": 2, "tableau": "random", "married_bliss": True}, seed=seed)
        assert len(state.tableau) == 10 and state.tableau[-1] == "married-bliss"
        seals = {s for t in state.tableau[:9] for s in TECHS[t].seals}
        assert seals == {"yellow", "red", "green", "blue", "brown"}


# ---- roll phase --------------------------------------------------------------------------------------------------
def test_roll_phase_is_simultaneous_with_a_barrier():
    """spec §3.1 [C]: players roll simultaneously; the Action phase starts when every player is done."""
    state = setup_game(2)
    assert GAME.to_move(state) == (0, 1)
    state = GAME.apply(state, 1, "done")
    assert GAME.to_move(state) == (0,) and state.phase == "roll"
    state = GAME.apply(state, 0, "done")
    assert state.phase == "action"


def test_pioneer_sets_another_die():
    """seed F&S 'New Icon: Ship': 'spend 1 Ship to set another die' (Ship behaves exactly like a Pioneer)."""
    state = give(setup_game(2), 0, {"w1": "pioneer", "y1": "food"})
    state = GAME.apply(state, 0, "pioneer w1")
    assert "set y1" in texts(state, 0) and "reroll" in texts(state, 0)
    state = GAME.apply(state, 0, "set y1")
    assert "face recruit" in texts(state, 0) and "face food" not in texts(state, 0)
    state = GAME.apply(state, 0, "face recruit")
    assert state.players[0].active == {"y1": "recruit"} and "w1" in state.players[0].spent


def test_pioneer_rerolls_up_to_three_dice():
    """seed F&S: 'spend 1 Ship to ... reroll up to 3 of your dice'."""
    state = give(setup_game(2), 0, {"w1": "pioneer", "w2": "settle", "w3": "explore", "y1": "food", "g1": "wood"})
    state = GAME.apply(state, 0, "pioneer w1")
    state = GAME.apply(state, 0, "reroll")
    state = GAME.apply(state, 0, "reroll w2")
    state = GAME.apply(state, 0, "reroll w3")
    state.rng.forced = [("roll", "w2=research w3=research y1=recruit")]
    state = GAME.apply(state, 0, "reroll y1")  # the third pick rolls at once
    assert state.players[0].active == {"w2": "research", "w3": "research", "y1": "recruit", "g1": "wood"}


def test_resource_draws_up_to_two_more_dice_refilling_the_bag():
    """seed F&S 'New Resource: Fish': 'spend ... to set another die or to draw up to 2 dice from the bag, roll them
    and add them to the active dice area'; G08: an empty bag is refilled from the spent area, but (clarified
    2026-11-30) "dice spent during the current Roll phase ... stay in the spent area until the round's clean-up",
    so the resource die just spent (y1) is not drawn again."""
    state = give(setup_game(2), 0, {"y1": "food", "w1": "explore"})
    p = state.players[0]
    p.spent += p.bag
    p.bag = []
    state.rng.forced = [("roll", "w3=settle w2=pioneer")]
    state = GAME.apply(state, 0, "resource y1")
    assert "draw 1" in texts(state, 0) and "draw 2" in texts(state, 0) and "draw 3" not in texts(state, 0)
    state = GAME.apply(state, 0, "draw 2")
    assert state.players[0].active == {"w1": "explore", "w3": "settle", "w2": "pioneer"}
    assert state.players[0].spent == ["y1"] and "y1" not in state.players[0].bag


def test_gold_works_like_a_basic_resource_in_the_roll_phase():
    """spec §12 G09: a Gold icon may be used exactly like a basic resource in Roll step 3."""
    state = give(setup_game(2), 0, {"o1": "gold", "w1": "explore"})
    assert "resource o1" in texts(state, 0)


# ---- action phase ------------------------------------------------------------------------------------------------
def test_two_pioneers_pay_one_icon_but_never_gold():
    """seed F&S: 'you may spend 2 Ship icons as 1 of any other icon (except Gold)' (Ship = Pioneer)."""
    state = to_action_phase(setup_game(2))
    seat = GAME.to_move(state)[0]
    state = give(state, seat, {"w1": "pioneer", "w2": "pioneer"})
    assert "action harvest" in texts(state, seat)
    state = GAME.apply(state, seat, "action harvest")
    options = texts(state, seat)
    assert "convert w1+w2 as food" in options and not any(o.endswith("as gold") for o in options)
    state = GAME.apply(state, seat, "convert w1+w2 as iron")
    state = GAME.apply(state, seat, "pay done")
    assert state.players[seat].res["iron"] >= 1


def test_each_action_type_once_per_round_and_second_action_may_be_passed():
    """seed F&S Changes: 'each action may only be taken once per round'; G10: the first action cannot be passed."""
    state = to_action_phase(setup_game(2))
    seat = GAME.to_move(state)[0]
    state = give(state, seat, {"w1": "settle", "w2": "settle"})
    assert "pass" not in texts(state, seat)
    state = GAME.apply(state, seat, "action settle")
    state = GAME.apply(state, seat, "spend w1")
    state = GAME.apply(state, seat, "pay done")
    state = GAME.apply(state, seat, "take tents")
    state = GAME.apply(state, seat, "end turn")
    other = GAME.to_move(state)[0]
    state = GAME.apply(state, other, "pass" if "pass" in texts(state, other) else texts(state, other)[0])
    while GAME.to_move(state) and GAME.to_move(state)[0] == other:
        state = GAME.apply(state, other, "end turn" if "end turn" in texts(state, other) else texts(state, other)[-1])
    if GAME.to_move(state) == (seat,) and isinstance(GAME.current_step(state, seat), ChooseAction):
        assert "action settle" not in texts(state, seat)
        assert "pass" in texts(state, seat)


def test_harvest_gives_one_token_per_resource_icon_mixed():
    """seed F&S: 'For each Fish icon spent during the Harvest action, gain 1 resource token, same as any other
    resource' and 'including together with other resources'."""
    state = to_action_phase(setup_game(2))
    seat = GAME.to_move(state)[0]
    state = give(state, seat, {"y1": "food", "g1": "wood", "o1": "gold"})
    before = dict(state.players[seat].res)
    state = GAME.apply(state, seat, "action harvest")
    for die in ("y1", "g1", "o1"):
        state = GAME.apply(state, seat, f"spend {die}")
    state = GAME.apply(state, seat, "pay done")
    after = state.players[seat].res
    assert [after[r] - before[r] for r in ("food", "wood", "gold")] == [1, 1, 1]


def test_recruit_bands_and_presence():
    """seed Envoys: 'when spending 3 or 6 Recruit icons'; Advisors: '3 Recruit icons - enough to recruit 2 dice';
    Treasure: '2 Recruit icons still allows them to only Recruit 1 die'; spec §5.3: presence on the matching terrain."""
    state = to_action_phase(setup_game(2))
    seat = GAME.to_move(state)[0]
    terrains = {TILES[state.tiles[c]].terrain for c in state.tiles if state.tents[c][seat]}
    for icons, dice in ((1, 1), (2, 1), (3, 2), (6, 3)):
        s = give(state.copy(), seat, {f"w{i + 1}": "recruit" for i in range(min(icons, 3))}
                 | {f"y{i + 1}": "recruit" for i in range(max(0, icons - 3))})
        s = GAME.apply(s, seat, "action recruit")
        for die in list(s.players[seat].active):
            s = GAME.apply(s, seat, f"spend {die}")
        s = GAME.apply(s, seat, "pay done")
        step = GAME.current_step(s, seat)
        if isinstance(step, RecruitDice):
            colours = {t.split()[1] for t in texts(s, seat)}
            from dicelands.games.dice_settlers.tables import TERRAIN_COLOUR
            assert colours == {TERRAIN_COLOUR[t] for t in terrains if s.supply[TERRAIN_COLOUR[t]]}
            assert step.left == dice


def test_explore_needs_two_adjacent_tiles_and_unchosen_tiles_leave_play():
    """seed F&S Shore tiles: the 'at least 2 adjacent tiles' rule; Exploring the Port: the Port is 'NOT removed
    from play' (so other unchosen tiles are); G13: next to the explorer's presence when possible."""
    state = to_action_phase(setup_game(2))
    seat = GAME.to_move(state)[0]
    state = give(state, seat, {"w1": "explore", "w2": "explore"})
    state = GAME.apply(state, seat, "action explore")
    state = GAME.apply(state, seat, "spend w1")
    state = GAME.apply(state, seat, "spend w2")
    state.rng.forced = [("tiles", "tile-10 tile-11")]
    state = GAME.apply(state, seat, "pay done")
    assert texts(state, seat) == ["draw-choose tile-10", "draw-choose tile-11"]
    state = GAME.apply(state, seat, "draw-choose tile-10")
    assert "tile-11" in state.removed
    from dicelands.geometry.hexgrid import neighbours
    for cell in explore_positions(state, seat):
        assert sum(n in state.tiles for n in neighbours(cell)) >= 2


def test_explore_joins_then_extra_tent():
    """spec §5.1 [C: BORD]: neighbours may move in with a tent, then the explorer may place one extra (G14)."""
    state = to_action_phase(setup_game(2))
    seat = GAME.to_move(state)[0]
    other = 1 - seat
    state = give(state, seat, {"w1": "explore"})
    state = GAME.apply(state, seat, "action explore")
    state = GAME.apply(state, seat, "spend w1")
    state.rng.forced = [("tiles", "tile-10")]
    state = GAME.apply(state, seat, "pay done")
    state = GAME.apply(state, seat, texts(state, seat)[0])  # put: every position touches both starting tiles
    assert GAME.to_move(state) == (other,) and texts(state, other) == ["join", "nojoin"]
    state = GAME.apply(state, other, "join")
    assert texts(state, seat) == ["extra tent", "no extra tent"]
    state = GAME.apply(state, seat, "extra tent")
    cell = next(c for c, t in state.tiles.items() if t == "tile-10")
    assert state.tents[cell][seat] == 2 and state.tents[cell][other] == 1


def test_raid_absorbed_by_defensive_technology():
    """seed F&S The Port: 'the first spent Raid icon has no effect. (This is the equivalent of a technology absorbing
    1 Raid icon.)'; spec §5.6: removed tents go back to the owner's personal supply."""
    state = to_action_phase(setup_game(2))
    seat = GAME.to_move(state)[0]
    other = 1 - seat
    cell = next(c for c in state.tiles if state.tents[c][other])
    state.tents[cell] = tuple(2 if s == other else 1 for s in range(2))
    state.players[other].personal -= 1
    state.players[seat].personal -= 1
    state.players[other].techs = ("raid-absorb-1",)
    state = give(state, seat, {"gy1": "raid", "gy2": "raid"})
    state = GAME.apply(state, seat, "action raid")
    state = GAME.apply(state, seat, "spend gy1")
    state = GAME.apply(state, seat, "spend gy2")
    state = GAME.apply(state, seat, "pay done")
    before = state.players[other].personal
    state = GAME.apply(state, seat, f"raid ({cell[0]},{cell[1]})")
    assert state.tents[cell][other] == 1 and state.players[other].personal == before + 1


def test_virtual_icon_once_per_round():
    """spec §4.2 (seed 'base game rules of spending virtual dice'): a technology's icon is usable once per round."""
    state = to_action_phase(setup_game(2))
    seat = GAME.to_move(state)[0]
    state.players[seat].techs = ("recruit-plus-1",)
    state = give(state, seat, {"w1": "explore"})
    assert "action recruit" in texts(state, seat)
    state = GAME.apply(state, seat, "action recruit")
    assert "spend tech:recruit-plus-1" in texts(state, seat)
    state = GAME.apply(state, seat, "spend tech:recruit-plus-1")
    assert "spend tech:recruit-plus-1" not in texts(state, seat)
    assert "tech:recruit-plus-1" in state.players[seat].used


def test_govern_needs_a_three_tent_lead_and_the_fifth_house_ends_the_game():
    """spec §6.4 [C: BSG]: 3 more tents than every other player; Govern is a free action (seed 'The Govern Free
    Action'); §7.1 [C]: the 5th house triggers the end; G22: the round is finished first."""
    state = to_action_phase(setup_game(2))
    seat = GAME.to_move(state)[0]
    cell = next(c for c in state.tiles if state.tents[c][seat])
    counts = list(state.tents[cell])
    state.players[seat].personal -= 2
    counts[seat] += 2
    counts[1 - seat] += 1  # the opponent moves in: a lead of 2
    state.players[1 - seat].personal -= 1
    state.tents[cell] = tuple(counts)
    assert not any(t.startswith("govern") for t in texts(state, seat))
    counts[seat] += 1
    state.players[seat].personal -= 1
    state.tents[cell] = tuple(counts)
    assert f"govern ({cell[0]},{cell[1]})" in texts(state, seat)
    state.players[seat].houses = 1
    state.houses.update({(90 + i, 0): seat for i in range(4)})  # four houses elsewhere (bookkeeping only)
    state.tiles.update({(90 + i, 0): t for i, t in enumerate(state.box_tiles[:4])})
    state.box_tiles = state.box_tiles[4:]
    state.tents.update({(90 + i, 0): (0, 0) for i in range(4)})
    state = GAME.apply(state, seat, f"govern ({cell[0]},{cell[1]})")
    assert "houses" in state.triggers and state.phase == "action"


def test_trade_rates():
    """spec §12 G18: a resource token -> 2 VP, Gold -> 3 VP, a non-white spent die -> 1 VP back to the supply."""
    state = to_action_phase(setup_game(2))
    seat = GAME.to_move(state)[0]
    p = state.players[seat]
    p.res.update(food=1, gold=1)
    state = give(state, seat, {"b1": "trade", "o1": "trade", "o2": "trade"})
    state = GAME.apply(state, seat, "action trade")
    for die in ("b1", "o1", "o2"):
        state = GAME.apply(state, seat, f"spend {die}")
    state = GAME.apply(state, seat, "pay done")
    vp = state.players[seat].vp
    state = GAME.apply(state, seat, "trade food")
    state = GAME.apply(state, seat, "trade gold")
    supply = state.supply["brown"]
    state = GAME.apply(state, seat, "trade die b1")
    assert state.players[seat].vp == vp + 6 and state.supply["brown"] == supply + 1


def test_end_trigger_finishes_the_round():
    """spec §7.1 (seed F&S Scoring: 'the Map tile stack running out still triggers the end'); G22."""
    state = to_action_phase(setup_game(2))
    state.box_tiles += state.stack[1:]
    state.stack = state.stack[:1]
    seat = GAME.to_move(state)[0]
    state = give(state, seat, {"w1": "explore"})
    state = GAME.apply(state, seat, "action explore")
    state = GAME.apply(state, seat, "spend w1")
    state = GAME.apply(state, seat, "pay done")
    state.box_tiles += state.removed
    assert state.phase == "action"
    while GAME.to_move(state):
        mover = GAME.to_move(state)[0]
        state = GAME.apply(state, mover, GAME.legal_actions(state, mover)[-1] if state.phase == "roll"
                           else GAME.legal_actions(state, mover)[0])
    assert "stack" in state.triggers and state.round == 1 and GAME.result(state).over


# ---- the Diceoneer ---------------------------------------------------------------------------------------------------
def solo_roll_phase(**options):
    state = GAME.new_state({"players": 1, **options}, seed=1, forced=[("first", "1")])
    while state.phase != "roll":
        state = GAME.apply(state, 0, texts(state, 0)[0])
    bot = state.bot
    bot.queue = sorted(bot.owned())
    bot.sides = [[] for _ in range(6)]
    bot.faces = {}
    return state


def test_diceoneer_places_dice_by_face():
    """spec §12 G25 (changed 2026-11-30): action faces at their sides first, then resource faces at Trade, then each
    Pioneer at the side with the most dice once the rest of that roll is placed (ties: lowest side number)."""
    from dicelands.games.dice_settlers import diceoneer as botmod
    state = solo_roll_phase()
    state.bot.queue = ["g1", "y1", "w1", "w2", "w3"]
    state.rng.forced = [("roll", "g1=wood y1=recruit w1=pioneer")]
    botmod.roll(state)
    assert state.bot.sides[3] == ["y1", "w1"] and state.bot.sides[5] == ["g1"]
    assert state.bot.queue == ["w2", "w3"]
    check_state(state)


def test_diceoneer_pioneer_counts_dice_left_beside_the_hex_from_earlier_rounds():
    """spec §12 G25 (changed 2026-11-30): "each Pioneer goes to the side that has the most dice once the rest of that
    roll is placed"; ruling (docs/rules): the dice already beside a side from earlier rounds count too."""
    from dicelands.games.dice_settlers import diceoneer as botmod
    state = solo_roll_phase()
    state.bot.queue = ["g1", "y1", "w1"]
    state.bot.sides[4] = ["w2", "w3"]
    state.bot.faces = {"w2": "research", "w3": "research"}
    state.rng.forced = [("roll", "g1=wood y1=recruit w1=pioneer")]
    botmod.roll(state)
    assert state.bot.sides[4] == ["w2", "w3", "w1"] and state.bot.sides[3] == ["y1"] and state.bot.sides[5] == ["g1"]
    check_state(state)


def test_diceoneer_turn_steps_clockwise_and_scores_unused_strength():
    """spec §12 G25: d6 picks a side, empty sides are skipped clockwise; the used dice go to the back of the queue;
    unused strength scores 1 VP each (easy 0, hard 2, expert 3)."""
    for difficulty, vp in (("easy", 0), ("normal", 2), ("expert", 6)):
        state = solo_roll_phase(difficulty=difficulty)
        state.tableau = ("pure-vp",)  # Research cost 4: nothing to research with strength 2
        state.bot.queue.remove("w1")
        state.bot.queue.remove("w2")
        state.bot.sides[4] = ["w1", "w2"]
        state.bot.faces = {"w1": "research", "w2": "research"}
        state.rng.forced = [("bot", "1")]  # Explore is empty: clockwise to Research
        state = GAME.apply(state, 0, "done")
        assert state.players[1].vp == vp
        assert state.bot.queue[-2:] == ["w1", "w2"] and state.bot.last_roll == 1


def test_seat_plan_and_automaton_seat():
    plan = GAME.seat_plan(["you", "diceoneer"])
    assert plan.options == {"players": 1} and plan.agents == ("you", None)
    assert GAME.automaton_seats({"players": 1}) == (1,)
    state = GAME.new_state({"players": 1}, seed=3)
    for _ in range(200):
        if not GAME.to_move(state):
            break
        assert 1 not in GAME.to_move(state)
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])


# ---- bad input -----------------------------------------------------------------------------------------------------
def test_illegal_action_leaves_the_state_unchanged_with_a_reason():
    state = setup_game(2)
    before = GAME.to_position(state)
    with pytest.raises(IllegalActionError, match="spend a Pioneer or resource die"):
        GAME.apply(state, 0, "action explore")
    with pytest.raises(IllegalActionError, match="no decision now"):
        GAME.apply(to_action_phase(state), 1 - GAME.to_move(to_action_phase(state))[0], "pass")
    assert GAME.to_position(state) == before


def test_impossible_forced_chance_is_refused():
    with pytest.raises(ChanceError):
        GAME.new_state({"players": 2}, seed=1, forced=[("first", "7")])
    with pytest.raises(ChanceError):
        GAME.new_state({"players": 2}, seed=1, forced=[("tiles", "tile-20 tile-21 tile-22")])


@pytest.mark.parametrize("break_it, message", [
    (lambda p: p["players"][0]["bag"].append(p["players"][0]["bag"][0]), "both in bag"),
    (lambda p: p["dice"]["supply"].update(yellow=p["dice"]["supply"]["yellow"] + 1), "yellow dice"),
    (lambda p: p["players"][0]["tents"].update(personal=p["players"][0]["tents"]["personal"] + 1), "tents"),
    (lambda p: p["vp"].update(supply=p["vp"]["supply"] - 1), "vp"),
    (lambda p: p["map"].append(dict(p["map"][0])), "two tiles"),
    (lambda p: p["players"][1].update(houses=4), "houses"),
    (lambda p: p["map"][0].update(tile="tile-99"), "unknown tile"),
    (lambda p: p["players"][0]["active"].update(w1="gold"), "no 'gold' face"),
    (lambda p: p.update(phase="setup"), "unknown phase"),
    (lambda p: p["players"][0].update(spent_this_round=[p["players"][0]["bag"][0]]), "back in play"),  # G08
])
def test_rule_breaking_positions_are_rejected(break_it, message):
    position = GAME.to_position(setup_game(2))
    GAME.from_position(position)
    break_it(position)
    with pytest.raises(PositionError, match=message):
        GAME.from_position(position)


def test_log_lines_are_sentences_for_every_kind_of_action():
    """Players read the log: every action kind has words, not only its notation."""
    import random

    from dicelands.games.dice_settlers.words import PHRASES

    game = GAME
    chooser = random.Random(2)
    state, described = game.new_state({"players": 2}, seed=3), {}
    while game.to_move(state):
        seat = game.to_move(state)[0]
        legal = game.legal_actions(state, seat)
        action = legal[chooser.randrange(len(legal))]
        described.setdefault(action.kind, game.show.describe(state, seat, action))
        state = game.apply(state, seat, action, check=False)
    assert len(described) >= 25
    for kind, line in described.items():
        assert line.startswith(("seat ", "the Diceoneer")), line
        assert kind in PHRASES or kind in ("put", "govern", "raid"), f"no words for {kind!r}: {line}"


def test_every_diceoneer_turn_is_logged_for_the_player():
    """Solo play: the player sees what the Diceoneer did ("On its turn, the bot rolls a numeric six-sided die")."""
    import random

    plan = GAME.seat_plan(["you", "diceoneer"])
    state, chooser, lines = GAME.new_state(plan.options, seed=3), random.Random(2), []
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        legal = GAME.legal_actions(state, seat)
        after = GAME.apply(state, seat, legal[chooser.randrange(len(legal))], check=False)
        lines += GAME.show.events(state, after)
        state = after
    bot_lines = [line for line in lines if line.startswith("the Diceoneer rolls")]
    assert len(bot_lines) == len(state.bot.log) >= 2 * (state.round - 1)
    assert lines[-1].startswith("game over:")
    assert any("round 1 ends; round 2 begins" == line for line in lines)
