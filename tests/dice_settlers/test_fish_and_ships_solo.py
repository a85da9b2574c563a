"""Fish and Ships against the Diceoneer (seed F&S › Solo Support): the sentences the coverage table
(docs/rules/western-sea-coverage.md) found without a test — its set-up, the Port it explores, its Settle and Recruit
with Shore hexes, its Sailing landings, its Treasure die and the difficulty options. Each cites the seed."""
from __future__ import annotations

from dicelands.games.dice_settlers import diceoneer
from dicelands.games.dice_settlers.actions.recruit import recruitable
from dicelands.games.dice_settlers.tables import HIDDEN_HEX, TILES
from dicelands.games.dice_settlers.modules.fish_and_ships import diceoneer_navy as navy, sea as sea_rules
from dicelands.games.dice_settlers.modules.fish_and_ships.section import sea, update
from dicelands.games.dice_settlers.rulesdata import RULES
from dicelands.games.dice_settlers.state import colour_of

from tests.dice_settlers.test_fish_and_ships import FS, GAME, bot_off_the_port, set_up_sea, to_action_phase


def solo_game(difficulty="normal", seed=3):
    state = GAME.new_state({"players": 1, "modules": FS, "difficulty": difficulty}, seed=seed, forced=[("first", "0")])
    while state.phase in ("draft", "start"):
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    return state


def solo_sea(first=None, difficulty="normal"):
    """The Sea laid out by the player (the Sea tile `first` nearest the Port), the Diceoneer with a tent on the Port
    and its Ship."""
    state = to_action_phase(solo_game(difficulty))
    order = None
    if first:
        s = sea(state)
        if first in s.box:  # the tile boxed unseen at set-up is chance: deal `first` into the deck
            update(state, box=(s.deck[0],), deck=(*s.deck[1:], first))
        order = [first, *sorted(t for t in sea(state).deck if t != first)]
    state = set_up_sea(state, order=order)
    port, bot = sea(state).port_cell, 1
    if not state.tents[port][bot]:
        state.tents[port] = (state.tents[port][0], 1)
        state.players[bot].general -= 1
    GAME._advance(state)
    assert sea(state).ships[bot] == port
    return state


def sail_bot_onto_the_first_sea_hex(state):
    """Put the bot's Ship on the path's hex before the first Sea hex and trigger its Sailing (d6 1, counter 6)."""
    stops = navy.path(state)
    first = sea(state).sea_cells[0]
    ships = list(sea(state).ships)
    ships[1] = stops[stops.index(first) - 1]
    update(state, ships=tuple(ships), navy=6)
    navy.before_turn(state, 1)
    GAME._advance(state)
    return first


def test_solo_setup_blue_die_in_the_queue_and_the_navy_counter_at_zero():
    """seed F&S › Solo Support: "During setup, add 1 blue die to the Diceoneer's queue. Add the Navy hex tile to the
    game and set the Navy counter to zero." Components: "1 solo Navy counter and 1 solo Navy hex tile"."""
    state = GAME.new_state({"players": 1, "modules": FS}, seed=4)
    assert sum(colour_of(d) == "blue" for d in state.bot.queue) == 1 and sea(state).navy == 0
    assert GAME.new_state({"players": 2, "modules": FS}, seed=4).bot is None


def test_the_diceoneer_explores_the_port_when_drawn_on_a_random_side():
    """seed F&S › Solo Support, Exploring the Port: "If the bot places the Port, randomly determine which side of the
    Port and Shore tiles to use. You may choose the orientation of the tile itself any way you choose. If the bot has
    the option of placing the Port or selecting another tile, it selects the Port." (the player turns the bot's Sea:
    step TurnBotSea, its options every turn that fits, the sides fixed)"""
    layouts = set()
    for seed in range(6):
        state = to_action_phase(solo_game(seed=seed))
        bot = state.bot_seat
        update(state, port="top")
        tiles = [state.stack.pop(), state.stack.pop()]
        assert sea_rules.drawn(state, bot, tiles) == ["port"]  # chosen over the other drawn tile
        cell = sea_rules.port_cells(state, bot)[0]
        turns = [t for t in range(sea_rules.TURNS) if sea_rules.fits(state, cell, t)]
        assert sea_rules.put_port(state, bot, "port", cell) is (False if len(turns) > 1 else True)
        if len(turns) > 1:
            step = state.flow.top(0)
            assert isinstance(step, sea_rules.TurnBotSea) and "choose how its Sea is turned" in step.prompt(GAME,
                                                                                                        state, 0)
            options = step.options(GAME, state, 0)
            assert [o["turn"] for o in options] == turns
            assert {(o["side"], o["shores"]) for o in options} == {(step.side, step.shores)}
            chosen = options[-1]
            step.apply(GAME, state, 0, chosen)
            assert not isinstance(state.flow.top(0), sea_rules.TurnBotSea)  # next: join the bot's exploration
            assert sea_rules.placed(cell, chosen["turn"], sea_rules.SEA.layout.port_second) in state.tiles
            assert set(sea(state).sea_cells) == {sea_rules.placed(cell, chosen["turn"], offset)
                                                 for offset in sea_rules.sea_cells(state)}
        layouts.add(tuple(sorted(t for t in state.tiles.values() if t.startswith(("port-", "shore-")))))
        assert sea(state).port == "explored" and len(sea(state).face_down) == 6
    assert len(layouts) > 1  # the side is drawn at random


def test_the_player_turns_the_diceoneers_sea_in_a_played_game():
    """The same through the engine: the Diceoneer's turn waits while the player turns its Sea, then goes on."""
    for seed in range(40):
        state = GAME.new_state({"players": 1, "modules": FS}, seed=seed)
        for _ in range(3000):
            movers = GAME.to_move(state)
            if not movers:
                break
            step = state.flow.top(movers[0])
            if isinstance(step, sea_rules.TurnBotSea):
                legal = GAME.legal_actions(state, movers[0])
                assert len(legal) > 1 and all(str(a).startswith(f"sea {step.side} ") for a in legal)
                state = GAME.apply(state, movers[0], legal[-1])
                assert sea(state).port == "explored" and sea(state).port_cell == step.cell
                return
            state = GAME.apply(state, movers[0], GAME.legal_actions(state, movers[0])[0])
    raise AssertionError("no game of 40 had the Diceoneer explore the Port with a choice of turns")


def test_the_diceoneer_does_not_settle_empty_shore_hexes():
    """seed F&S › Solo Support, Changes in Settle priorities: "The bot does not consider completely empty Shore hexes
    when selecting a hex/tile to settle on.\""""
    state = solo_sea()
    empty = [c for c, t in state.tiles.items() if TILES[t].terrain == "shore" and not any(state.tents[c])]
    assert empty
    state.players[1].personal += 6
    state.players[1].general -= 6
    diceoneer._settle(state, 6)
    assert not any(state.tents[c][1] for c in empty)


def test_the_diceoneer_recruits_blue_dice_with_shore_access():
    """seed F&S › Solo Support, Blue die: "The bot may recruit blue dice (once it has access to Shore tiles) the same
    as any other dice colours.\""""
    before = to_action_phase(solo_game())
    assert "blue" not in recruitable(before, 1)
    state = solo_sea()
    assert "blue" in recruitable(state, 1)
    blues = sum(colour_of(d) == "blue" for d in state.bot.owned())
    for colour in [c for c in state.supply if c not in ("blue", "treasure")]:
        state.box[colour] += state.supply[colour]
        state.supply[colour] = 0
    diceoneer._recruit(state, 1)
    assert sum(colour_of(d) == "blue" for d in state.bot.owned()) == blues + 1


def test_no_navy_sailing_without_the_ship():
    """seed F&S › Solo Support, Changes in the Action Phase: both conditions must hold, the first being "The bot has
    access to its Ship.\""""
    state = solo_sea()
    bot_off_the_port(state)
    update(state, navy=6)
    navy.before_turn(state, 1)
    assert sea(state).ships[1] is None and sea(state).navy == 6


def test_the_navy_lands_on_sea_tiles_flipping_them():
    """seed F&S › Solo Support, Sailing action: "Then, perform the following, depending on which tile the ship landed
    on (face down tiles are first flipped face up)"; "Shore tile or Island tile: it adds 1 tent directly from the
    general supply to the tile. If it is the Treasure Island, place the Treasure die at the back of Diceoneer's
    queue."; "Water tile with an action: immediately perform the action with a strength of one. Note: unlike you, the
    bot may perform the same action multiple times in a round."; "Water tile with other benefit: gain the benefit.\""""
    state = solo_sea("X7")
    cell = sail_bot_onto_the_first_sea_hex(state)
    assert state.tiles[cell] == "X7" and cell not in [c for c, _, _ in sea(state).face_down]
    assert state.tents[cell][1] == 1 and colour_of(state.bot.queue[-1]) == "treasure"

    trade = solo_sea("X1")
    vp = trade.players[1].vp
    sail_bot_onto_the_first_sea_hex(trade)
    per_trade = RULES.bot_trade_vp[trade.options["difficulty"]]
    assert trade.players[1].vp == vp + per_trade
    sail_bot_onto_the_first_sea_hex(trade)  # the same Water action again, the same round
    assert trade.players[1].vp == vp + 2 * per_trade

    tents = solo_sea("X5")
    personal = tents.players[1].personal
    sail_bot_onto_the_first_sea_hex(tents)
    assert tents.players[1].personal == personal + 3
    fish = solo_sea("X2")  # ruling (docs/rules/dice-settlers.md): the bot holds no resource tokens, X2 gives nothing
    before = (fish.players[1].vp, dict(fish.players[1].res), fish.players[1].personal)
    sail_bot_onto_the_first_sea_hex(fish)
    assert (fish.players[1].vp, dict(fish.players[1].res), fish.players[1].personal) == before


def bot_rolls(state, faces):
    """The Diceoneer rolls `faces` (die -> face) first from its queue."""
    bot = state.bot
    bot.queue = [*faces, *[d for d in bot.queue if d not in faces]]
    hand = bot.queue[:RULES.bot_hand_size]
    shown = {d: faces.get(d, "settle") for d in hand}
    state.rng.forced.append(("roll", " ".join(f"{d}={i}" for d, i in shown.items())))
    diceoneer.roll(state)
    return state


def test_the_diceoneer_places_its_treasure_die_by_its_other_icons():
    """seed F&S › Solo Support, Treasure die: "The Treasure Die behaves like any other dice in its queue. When rolled,
    place it based on its non-Pioneer/non-VP icons showing. Treat the face showing a fish and a gold as if both
    resources had been rolled. ... The bot does not gain the VP shown on the Treasure Die's Settle and Recruit
    faces." (fish+gold: at Trade, where rolled resources go, G25)"""
    for face, side in (("pioneer+research", "research"), ("fish+gold", "trade"), ("settle+vp", "settle"),
                       ("recruit+vp", "recruit")):
        state = solo_sea("X7")
        sail_bot_onto_the_first_sea_hex(state)
        die = state.bot.queue[-1]
        vp = state.players[1].vp
        bot_rolls(state, {die: face})
        assert die in state.bot.sides[HIDDEN_HEX.index(side)], face
        assert state.players[1].vp == vp
    diceoneer._take_turn(state, HIDDEN_HEX.index("recruit"))  # the last face rolled: Recruit+VP
    assert state.players[1].vp == vp  # strength 2: one die recruited, no VP from the face


def test_the_diceoneer_loses_its_treasure_die_with_the_island():
    """seed F&S › Solo Support, Treasure die: "If the bot loses access to the Treasure Die (because you Raided the
    treasure island), immediately remove the die from its queue or Action Hex.\""""
    state = solo_sea("X7")
    cell = sail_bot_onto_the_first_sea_hex(state)
    die = state.bot.queue[-1]
    bot_rolls(state, {die: "settle+vp"})
    assert die in state.bot.sides[HIDDEN_HEX.index("settle")]
    state.tents[cell] = (0, 0)
    state.players[1].general += 1
    GAME._advance(state)
    assert die not in state.bot.owned() and state.supply["treasure"] == 4


def test_difficulty_options_follow_the_difficulty_level():
    """seed F&S › Solo Support, Adjusting difficulty: "To increase difficulty choose some or all of these options:"
    "When the Port is explored, automatically add a blue die to the back of the bot's queue."; "When triggering
    Sailing, instead of resetting the Navy strength counter, just decrease it by 2 or 1 steps." "To decrease
    difficulty choose some or all of these options:" "Give it the blue die either automatically when the Port is
    explored, or on the first Recruit action it takes following it." (ruling: easy takes both easier options, hard
    both harder ones lowering by 2, expert lowering by 1; docs/rules/dice-settlers.md)"""
    for level, blue_at_start, blue_at_port, counter_after in (("easy", 0, 1, 0), ("normal", 1, 0, 0),
                                                             ("hard", 1, 1, 3), ("expert", 1, 1, 4)):
        state = to_action_phase(solo_game(level))
        blues = sum(colour_of(d) == "blue" for d in state.bot.owned())
        assert blues == blue_at_start, level
        navy.port_explored(state)
        assert sum(colour_of(d) == "blue" for d in state.bot.owned()) == blues + blue_at_port, level
        assert blue_at_port == 0 or colour_of(state.bot.queue[-1]) == "blue"
        sea_state = solo_sea(difficulty=level)
        update(sea_state, navy=5)
        navy.before_turn(sea_state, 1)
        assert sea(sea_state).navy == counter_after, level


def test_easy_blue_die_may_come_with_the_first_recruit_after_the_port():
    """seed F&S › Solo Support, to decrease difficulty: "The bot starts with no blue die. Give it the blue die either
    automatically when the Port is explored, or on the first Recruit action it takes following it." The second way
    is the option easy_blue_die=recruit: nothing at the Port, the blue die with the next Recruit, once."""
    options = {"players": 1, "modules": FS, "difficulty": "easy", "easy_blue_die": "recruit"}
    state = GAME.new_state(options, seed=3, forced=[("first", "0")])
    while state.phase in ("draft", "start"):
        state = GAME.apply(state, GAME.to_move(state)[0], GAME.legal_actions(state, GAME.to_move(state)[0])[0])
    state = to_action_phase(state)
    blues = lambda: sum(colour_of(d) == "blue" for d in state.bot.owned())  # noqa: E731
    navy.port_explored(state)
    assert blues() == 0 and sea(state).blue_owed
    position = GAME.to_position(state)
    assert position["modules"][FS]["blue_owed"] is True
    assert sea(GAME.from_position(position)).blue_owed  # a saved game keeps the debt
    place(state, "research")
    diceoneer._take_turn(state, HIDDEN_HEX.index("research"))  # not a Recruit: still owed
    assert blues() == 0 and sea(state).blue_owed
    place(state, "recruit")
    diceoneer._take_turn(state, HIDDEN_HEX.index("recruit"))
    assert blues() == 1 and not sea(state).blue_owed and any(colour_of(d) == "blue" for d in state.bot.queue)
    place(state, "recruit")
    diceoneer._take_turn(state, HIDDEN_HEX.index("recruit"))
    assert blues() == 1  # only the first Recruit after the Port


def place(state, side: str) -> None:
    die = state.bot.queue.pop(0)
    state.bot.sides[HIDDEN_HEX.index(side)] = [die]
    state.bot.faces[die] = side


def test_easy_blue_die_is_a_choice_of_the_easy_solo_game_only():
    import pytest
    from dicelands.engine.errors import OptionError
    for options in ({"players": 1, "difficulty": "normal"}, {"players": 2}):
        with pytest.raises(OptionError, match="easy_blue_die.*difficulty=easy"):
            GAME.new_state({**options, "modules": FS, "easy_blue_die": "recruit"}, seed=1)
    with pytest.raises(OptionError, match="fish-and-ships"):
        GAME.new_state({"players": 1, "difficulty": "easy", "easy_blue_die": "recruit"}, seed=1)


def test_each_easier_option_is_its_own_choice_shown_with_its_help():
    """seed F&S › Solo Support, Adjusting difficulty: "To decrease difficulty choose some or all of these options:"
    (issue 42): bot_blue_die and bot_sails_on_equal are module options any solo game may choose, listed by
    `dicelands info dice-settlers` with a help text; difficulty=easy still takes both."""
    specs = {spec.name: spec for spec in GAME.all_option_specs()}
    assert specs["bot_blue_die"].choices == ("by-difficulty", "start", "port", "recruit")
    assert "first Recruit action" in specs["bot_blue_die"].help
    assert "below the counter" in specs["bot_sails_on_equal"].help
    easy = {"difficulty": "easy", "bot_blue_die": "by-difficulty", "easy_blue_die": "port"}
    assert navy.blue_die_rule(easy) == "port"
    assert not navy.sails_on_equal({"difficulty": "easy", "bot_sails_on_equal": "by-difficulty"})
    assert navy.sails_on_equal({"difficulty": "easy", "bot_sails_on_equal": "yes"})
    # the blue die with the first Recruit after the Port, at normal difficulty: nothing at the start or the Port
    state = to_action_phase(solo_game_with(bot_blue_die="recruit"))
    blues = lambda: sum(colour_of(d) == "blue" for d in state.bot.owned())  # noqa: E731
    assert blues() == 0
    navy.port_explored(state)
    assert blues() == 0 and sea(state).blue_owed
    place(state, "recruit")
    diceoneer._take_turn(state, HIDDEN_HEX.index("recruit"))
    assert blues() == 1


def solo_game_with(**options):
    state = GAME.new_state({"players": 1, "modules": FS, **options}, seed=3, forced=[("first", "0")])
    while state.phase in ("draft", "start"):
        state = GAME.apply(state, GAME.to_move(state)[0], GAME.legal_actions(state, GAME.to_move(state)[0])[0])
    return state


def test_the_diceoneers_options_are_refused_outside_the_solo_game_or_without_the_module():
    """seed F&S › Solo Support, Adjusting difficulty: "To decrease difficulty choose some or all of these options:"
    — options of the game against the Diceoneer, with the module: anything else is refused, saying what is needed."""
    import pytest
    from dicelands.engine.errors import OptionError
    with pytest.raises(OptionError, match="'bot_blue_die' adjusts the solo Diceoneer.*players=1"):
        GAME.new_state({"players": 3, "modules": FS, "bot_blue_die": "port"}, seed=1)
    with pytest.raises(OptionError, match="belongs to the module 'fish-and-ships'"):
        GAME.new_state({"players": 1, "bot_sails_on_equal": "no"}, seed=1)
    with pytest.raises(OptionError, match="'bot_sails_on_equal'.*one of by-difficulty, yes, no"):
        GAME.new_state({"players": 1, "modules": FS, "bot_sails_on_equal": "sometimes"}, seed=1)
    with pytest.raises(OptionError, match="easy_blue_die.*bot_blue_die=start"):
        GAME.new_state({"players": 1, "modules": FS, "difficulty": "easy", "bot_blue_die": "start",
                        "easy_blue_die": "recruit"}, seed=1)
