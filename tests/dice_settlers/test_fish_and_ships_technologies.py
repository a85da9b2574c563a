"""Fish and Ships technologies (seed F&S › Technologies, shared/seeds/000_85f2547778bf558b.txt): the second naval
card in the Tableau, Coast Guard at 4 players only, and the naval cards' effects (our placeholders in the spec §12
G24 vocabulary: docs/rules/dice-settlers.md, "Fish and Ships")."""
from __future__ import annotations

import pytest

from dicelands.engine.errors import ChanceError, IllegalActionError
from dicelands.games.dice_settlers.actions.raid import raid
from dicelands.games.dice_settlers.board import TECHS
from dicelands.games.dice_settlers.modules.fish_and_ships import sea as sea_rules
from dicelands.games.dice_settlers.modules.fish_and_ships.section import sea

from tests.dice_settlers.test_fish_and_ships import FS, GAME, give, new_game, set_up_sea, texts, to_action_phase

NAVAL = [f"T{n}" for n in range(102, 112)]


def test_first_game_tableau_holds_open_seas_and_ingenuity():
    """seed F&S › Technologies 1-2: "put it in the Tableau"; "randomly add 1 more to the Tableau. This means there
    will be 11 Technologies in play ... For your first game, we recommend selecting Ingenuity (#107)"."""
    state = GAME.new_state({"players": 2, "modules": FS}, seed=5)
    assert state.tableau[-2:] == ("T101", "T107") and len(state.tableau) == 11
    assert TECHS["T107"].name == "Ingenuity"


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_tableau_adds_one_more_naval_card_and_coast_guard_only_at_four(players):
    """seed F&S › Technologies 2: "Shuffle the remaining Naval Technologies (#102-#111) and randomly add 1 more";
    Note: "The 'Coast Guard' Technology is marked as a "4 player only" Technology. If randomly drawn during a 1-3
    player game, return it to the box and draw another one".
    Also seed line 303: "randomly add 1 more to the Tableau"."""
    drawn = set()
    for seed in range(12):
        state = GAME.new_state({"players": players, "modules": FS, "tableau": "random"}, seed=seed)
        naval = [t for t in state.tableau if t in NAVAL]
        assert len(naval) == 1 and "T101" in state.tableau and len(state.tableau) == 11
        drawn |= set(naval)
    assert len(drawn) > 3
    coast_guard = next(t for t in NAVAL if TECHS[t].name == "Coast Guard")
    state.rng.forced = [("tableau", coast_guard)]
    if players == 4:
        assert sea_rules.second_naval(state) == coast_guard
    else:
        assert coast_guard not in drawn
        with pytest.raises(ChanceError, match="second naval technology"):
            sea_rules.second_naval(state)


def test_ingenuity_spends_a_ship_as_any_icon_but_gold_once_per_round():
    """Ingenuity (#107, seed F&S › Technologies 2; our placeholder effect): once per round a Ship icon as one of any
    other icon but Gold. seed F&S › New Icon: Ship: "technologies that allow you to convert Pioneer icons ... do not
    apply to converting Ship icons (and vice versa)": a Ship card converts Ships only."""
    state = to_action_phase(new_game())
    state.players[0].techs = ("T107",)
    give(state, 0, {"bl1": "ship", "bl2": "ship", "w1": "pioneer"})
    state = GAME.apply(state, 0, "action settle")
    options = texts(state, 0)
    assert "convert tech:T107 bl1" in options and not any(t.startswith("convert tech:T107 w1") for t in options)
    state = GAME.apply(state, 0, "convert tech:T107 bl1")
    assert not any(t.startswith("convert tech:T107") for t in texts(state, 0))
    state = to_action_phase(new_game())
    state.players[0].techs = ("T107",)
    give(state, 0, {"bl1": "ship"})
    state = GAME.apply(state, 0, "action harvest")
    assert not any(t.endswith("as gold") for t in texts(state, 0))


def test_coast_guard_absorbs_a_raid_icon_on_top_of_the_port():
    """Coast Guard (seed: "4 player only"; our placeholder: a defensive card absorbing 1 Raid icon, as spec G24's
    Raid absorb 1); seed F&S › The Port: "the first spent Raid icon has no effect" adds to it.
    Also seed line 375: "This is the equivalent of a technology absorbing 1 Raid icon."."""
    state = set_up_sea(to_action_phase(new_game(players=4)))
    port = sea(state).port_cell
    state.tents[port] = (1, 2, 0, 0)
    state.players[1].techs = ("T111",)
    state.players[1].personal -= 1
    assert raid(state, port, 1, 2) == 0 and state.tents[port][1] == 2
    assert raid(state, port, 1, 3) == 0 and state.tents[port][1] == 1


@pytest.mark.parametrize("tech", NAVAL)
def test_every_naval_card_in_the_tableau_can_be_researched(tech):
    """seed F&S › Technologies 2: the naval card "add[ed] ... to the Tableau" is researched like any other.
    Also seed line 68: "Cards numbered #101-111 form a new deck". seed line 278: "11 Naval Technologies (numbered
    #101-111)"."""
    from dicelands.games.dice_settlers.actions.research import candidates
    state = to_action_phase(new_game())
    state.tableau = (*state.tableau[:-1], tech)
    state.players[0].res.update({"fish": 2, "gold": 2, "wood": 1, "food": 1})
    assert tech in candidates(state, 0, 4) and TECHS[tech].module == FS and TECHS[tech].set_aside


def test_a_lighthouse_makes_its_action_from_a_single_ship():
    """seed F&S › Lighthouse hexes: "as long as you have presence on a Lighthouse, you may spend a Ship icon as a
    different icon": one Ship die and the Lighthouse are enough to take that action (a pair is not needed)."""
    from dicelands.games.dice_settlers.board import TILES
    state = set_up_sea(to_action_phase(new_game()))
    cell, tile = next((c, t) for c, t in state.tiles.items() if TILES[t].converter and TILES[t].converter.to_icon
                      == "trade")
    state.tents[cell] = (1, 0)
    state.players[0].personal -= 1
    state.players[0].res["wood"] = 1
    give(state, 0, {"bl1": "ship"})
    assert "action trade" in texts(state, 0)


# ---- the Shore tiles' sides ----------------------------------------------------------------------------------------
def test_shore_sides_a2_b2_are_offered_where_every_seaside_touches_two_lighthouses():
    """seed F&S › Setting up the Sea 4: "take the 2 large Shore tiles: choose one side of each, and place them so that
    each Seaside hex is adjacent to two Lighthouse hexes. For your first game, we recommend ... A1 and B1"; spec §12
    G29: "A2/B2 = 2 hexes: Lighthouse, Seaside" (Ship -> Research, Ship -> Raid). With our geometry A2 and B2 need
    P2's Lighthouse (docs/rules/dice-settlers.md).
    Also seed line 281: "1 large Port tile (double sided)". seed line 282: "2 large Shore tiles (double sided)"."""
    from dicelands.games.dice_settlers.actions import explore
    from dicelands.games.dice_settlers.board import TILES
    from dicelands.games.dice_settlers.modules.fish_and_ships.data import SEA
    from dicelands.games.dice_settlers.modules.fish_and_ships.section import update
    from dicelands.games.dice_settlers.position import check_state
    from dicelands.geometry.hexgrid import neighbours
    state = to_action_phase(new_game())
    update(state, port="drawn")
    state.flow = state.flow.push(0, explore.PutTile("port"))
    state = GAME.apply(state, 0, GAME.legal_actions(state, 0)[0])
    layouts = {t.rsplit(" ", 1)[0] for t in texts(state, 0)}
    assert layouts == {"sea P1 A1 B1", "sea P2 A1 B1", "sea P2 A1 B2", "sea P2 A2 B1", "sea P2 A2 B2"}
    state = GAME.apply(state, 0, next(t for t in texts(state, 0) if t.startswith("sea P2 A2 B2")))
    if 1 in GAME.to_move(state):
        state = GAME.apply(state, 1, "nojoin")
    placed = {c: t for c, t in state.tiles.items() if t in SEA.hexes}
    assert sorted(placed.values()) == sorted(["port-p2", "port-p2-lighthouse", "shore-a2-seaside",
                                              "shore-a2-lighthouse", "shore-b2-seaside", "shore-b2-lighthouse"])
    kinds = {c: SEA.hexes[t].kind for c, t in placed.items()}
    seasides = [cell for cell, kind in kinds.items() if kind == "seaside"]
    assert len(seasides) == 2  # shore-a2-seaside and shore-b2-seaside: else the check below checks less
    for cell in seasides:
        assert sum(kinds.get(n) == "lighthouse" for n in neighbours(cell)) == 2
    assert {TILES[t].converter.to_icon for t in placed.values() if TILES[t].converter} == {"explore", "research",
                                                                                             "raid"}
    assert "shore-a1-seaside" in sea(state).out  # the unused sides leave the game
    check_state(state)


# ---- Open Seas and a Water tile, in either order ------------------------------------------------------------------
def water_then_open_seas_choice():
    """Seat 0 owns Open Seas and has sailed onto X1 (Trade with one more icon); the move is done."""
    from tests.dice_settlers.test_fish_and_ships import finish_on

    def prepare(state):
        state.players[0].res.update(food=1)
        state.players[0].techs = ("T101",)
    state, cell = finish_on("X1", before=prepare)
    return GAME.apply(state, 0, "sail done"), cell


def test_open_seas_and_the_water_action_water_first():
    """seed F&S › Water tiles: "If you have the 'Open Seas' Technology, then you may perform the action granted by a
    Water tile and the action granted by 'Open Seas' in any order you choose": the Water action, then Open Seas."""
    state, _ = water_then_open_seas_choice()
    assert texts(state, 0) == ["water trade", "open seas"]
    state = GAME.apply(state, 0, "water trade")
    state = GAME.apply(state, 0, "pay done")
    state = GAME.apply(state, 0, "trade food")
    assert "trade" in state.players[0].taken and "open seas" in texts(state, 0)
    state = GAME.apply(state, 0, "open seas")
    assert any(t.startswith("sail (") for t in texts(state, 0))


def test_open_seas_and_the_water_action_open_seas_first():
    """seed F&S › Water tiles: "... in any order you choose": Open Seas first (its move ends on a Shore hex, a tent
    from the general supply), then the Water tile's action is still there, with its extra icon."""
    from dicelands.games.dice_settlers.board import TILES
    state, cell = water_then_open_seas_choice()
    state = GAME.apply(state, 0, "open seas")
    shore = next(t for t in texts(state, 0) if t.startswith("sail (")
                 and TILES.get(state.tiles.get(tuple(int(x) for x in t[6:-1].split(",")), ""), None) is not None
                 and TILES[state.tiles[tuple(int(x) for x in t[6:-1].split(","))]].terrain == "shore")
    state = GAME.apply(state, 0, shore)
    state = GAME.apply(state, 0, "sail done")
    assert texts(state, 0) == ["water trade"] and "tech:T101" in state.players[0].used
    state = GAME.apply(state, 0, "water trade")
    assert "pay done" in texts(state, 0)
    state = GAME.apply(state, 0, "pay done")
    assert "trade" in state.players[0].taken


def test_the_water_action_lapses_if_open_seas_led_to_the_same_action():
    """seed F&S › Water tiles: "If you have taken that action already this round, then it has no effect" — also for
    a Water action waiting while Open Seas went first."""
    state, _ = water_then_open_seas_choice()
    state = GAME.apply(state, 0, "open seas")
    state.players[0].taken += ("trade",)
    state = GAME.apply(state, 0, next(t for t in texts(state, 0) if t.startswith("sail (")))
    state = GAME.apply(state, 0, "sail done")
    while "water lapses" not in texts(state, 0):  # the Open Seas move may have led to its own Water action
        state = GAME.apply(state, 0, texts(state, 0)[0])
    state = GAME.apply(state, 0, "water lapses")
    assert not any(t.startswith("water") for t in texts(state, 0))


def open_seas_onto_a_second_water_tile(before=None):
    """Seat 0 sailed onto X1 (Trade), chose Open Seas first and sails on to X4 (Recruit, spec G28)."""
    from tests.dice_settlers.test_fish_and_ships import path_to, sail, sailing_state

    def prepare(state):
        state.players[0].res.update(food=1)
        state.players[0].techs = ("T101",)
    state = sailing_state()
    rest = sorted(t for _, t, _ in sea(state).face_down if t not in ("X1", "X4"))
    state = sailing_state(order=["X1", "X4", *rest])
    prepare(state)
    first, second = sea(state).sea_cells[:2]
    state = sail(state, path_to(state, first))
    state = GAME.apply(state, 0, "sail done")
    assert texts(state, 0) == ["water trade", "open seas"]
    state = GAME.apply(state, 0, "open seas")
    if before:
        before(state)
    state = GAME.apply(state, 0, f"sail ({second[0]},{second[1]})")
    state = GAME.apply(state, 0, "sail done")
    assert "pay done" in texts(state, 0)  # X4's Recruit with its one icon
    state = GAME.apply(state, 0, "pay done")
    while not any(t.startswith("water") for t in texts(state, 0)):
        state = GAME.apply(state, 0, texts(state, 0)[0])  # the Recruit's own choices
    assert "recruit" in state.players[0].taken
    return state


def test_open_seas_first_onto_another_water_tile_then_the_waiting_action_before_the_turn_ends():
    """seed F&S › Water tiles: "you gain an additional action"; "... in any order you choose": the Open Seas move ends
    on a second Water tile; its action comes first, then the first tile's Trade is due: the turn cannot end before
    it is taken (ruling in docs/rules/dice-settlers.md: the order is the choice, not whether to keep the action)."""
    state = open_seas_onto_a_second_water_tile()
    assert texts(state, 0) == ["water trade"]  # no "end turn" while the Water action waits
    state = GAME.apply(state, 0, "water trade")
    state = GAME.apply(state, 0, "pay done")
    assert "trade" in state.players[0].taken


def test_the_waiting_water_action_lapses_when_it_can_no_longer_be_taken():
    """seed F&S › Water tiles: "If you have taken that action already this round, then it has no effect": the
    waiting Trade lapses (`water lapses`), and only then may the turn end."""
    def trade_taken(state):
        state.players[0].taken += ("trade",)
    state = open_seas_onto_a_second_water_tile(before=trade_taken)
    assert texts(state, 0) == ["water lapses"]
    before = GAME.to_position(state)
    with pytest.raises(IllegalActionError):
        GAME.apply(state, 0, "end turn")
    assert GAME.to_position(state) == before
    state = GAME.apply(state, 0, "water lapses")
    assert "end turn" in texts(state, 0) and not any(t.startswith("water") for t in texts(state, 0))


# ---- the non-naval technologies #112, #114, #116, #117 (Docks), #119 -----------------------------------------------
NON_NAVAL = ("T112", "T114", "T116", "T117", "T119")


def test_non_naval_cards_are_shuffled_into_their_seal_decks_only_with_the_module():
    """seed F&S › Technologies 3: "Shuffle the new (non-Naval) Technologies into their respective decks"; New
    Technologies: "The remaining cards can be shuffled in with the existing technology decks only if using the modules
    they rely on". Docks is brown ("Docks (#117, brown seal)"); the other seals are ours.
    Also seed line 279: "5 additional new Technologies (#112, #114, #116, #117, #119)"."""
    from dicelands.games.dice_settlers.board import technologies_in_play
    with_module = technologies_in_play({"players": 2, "modules": FS})
    assert all(t in with_module and not TECHS[t].set_aside and TECHS[t].seals for t in NON_NAVAL)
    assert TECHS["T117"].name == "Docks" and TECHS["T117"].seals == ("brown",)
    assert not set(NON_NAVAL) & set(technologies_in_play({"players": 2}))
    dealt = {t for seed in range(30) for t in GAME.new_state({"players": 2, "modules": FS, "tableau": "random"},
                                                              seed=seed).tableau}
    assert set(NON_NAVAL) & dealt
    assert not set(NON_NAVAL) & {t for seed in range(30)
                                 for t in GAME.new_state({"players": 2, "tableau": "random"}, seed=seed).tableau}


def test_first_game_tableau_holds_docks_in_place_of_the_last_brown_card():
    """seed F&S › Technologies 3: "We recommend including 'Docks' (#117, brown seal) as the Technology in the Tableau
    for your first game with this module" — Docks only, not the other new cards."""
    base = GAME.new_state({"players": 2}, seed=5).tableau
    state = GAME.new_state({"players": 2, "modules": FS}, seed=5)
    brown = [t for t in base if "brown" in TECHS[t].seals]
    assert "T117" in state.tableau and brown[-1] not in state.tableau and len(state.tableau) == 11
    assert not {"T112", "T114", "T116", "T119"} & set(state.tableau)


def test_112_converts_a_fish_icon_to_trade_once_per_round():
    """#112 (our placeholder, spec G24 converter): once per round a Fish icon as a Trade icon."""
    state = to_action_phase(new_game())
    state.players[0].techs = ("T112",)
    state.players[0].res["wood"] = 1
    give(state, 0, {"bl1": "fish"})
    assert "action trade" in texts(state, 0)
    state = GAME.apply(state, 0, "action trade")
    assert "convert tech:T112 bl1" in texts(state, 0)


def test_114_converts_a_ship_to_settle_but_never_a_pioneer():
    """#114 (our placeholder): once per round a Ship icon as a Settle icon; seed F&S › New Icon: Ship: "technologies
    that allow you to convert Pioneer icons to other icons do not apply to converting Ship icons (and vice versa)"."""
    state = to_action_phase(new_game())
    state.players[0].techs = ("T114",)
    give(state, 0, {"bl1": "ship", "w1": "pioneer", "w2": "settle"})
    state = GAME.apply(state, 0, "action settle")
    options = texts(state, 0)
    assert "convert tech:T114 bl1" in options and not any(t.startswith("convert tech:T114 w1") for t in options)


def test_116_lowers_research_costs_and_119_absorbs_a_raid_icon():
    """#116 (our placeholder, spec G24 "Research costs −1 icon (minimum 1)"); #119 (our placeholder, a defensive
    card: "Raid absorb 1")."""
    from dicelands.games.dice_settlers.actions.research import candidates
    state = to_action_phase(new_game())
    state.players[0].res.update({"fish": 3, "gold": 3, "wood": 3, "food": 3, "iron": 3})
    plain = candidates(state, 0, 1)
    state.players[0].techs = ("T116",)
    assert set(candidates(state, 0, 1)) > set(plain)
    cell = next(c for c, counts in state.tents.items() if counts[0] > 0)
    state.tents[cell] = (2, 1)
    state.players[0].techs = ("T119",)
    assert raid(state, cell, 0, 1) == 0 and state.tents[cell][0] == 2
    assert raid(state, cell, 0, 2) == 0 and state.tents[cell][0] == 1


def test_docks_scores_each_seaside_factory_with_presence_the_island_factory_included():
    """seed F&S › Island tiles: "One Island has a Factory on it (and it counts as a Seaside factory for the purposes
    of 'Docks')"; Docks' effect is ours (sea.yaml `docks`: 1 VP per Seaside factory with presence at game end)."""
    from dicelands.games.dice_settlers.board import TILES
    from dicelands.games.dice_settlers.modules.fish_and_ships.data import SEA
    from dicelands.games.dice_settlers.scoring import score_lines
    state = set_up_sea(to_action_phase(new_game(players=4)))
    assert "T117" in state.tableau
    seaside = [c for c, t in state.tiles.items() if t in SEA.hexes and SEA.hexes[t].kind == "seaside"]
    assert seaside
    island_factory = next(t for t, h in SEA.hexes.items() if h.kind == "island" and TILES[t].factory)
    state.tents[seaside[0]] = (1, 0, 0, 0)
    state.players[0].personal -= 1
    assert score_lines(state)[0]["docks"] == 0  # presence, but not Docks
    state.players[0].techs = ("T117",)
    assert score_lines(state)[0]["docks"] == 1
    cell = sea(state).sea_cells[0]  # the Island factory, as if flipped there by a Sailing move
    state.tiles[cell], state.tents[cell] = island_factory, (1, 0, 0, 0)
    assert score_lines(state)[0]["docks"] == 2
    line = score_lines(state)[0]
    assert line["total"] == sum(v for k, v in line.items() if k != "total")
