"""Base Catan, one rule a test, each citing its passage (spec ../shared/rules/catan-explorers-land-ho.md §2 and the
base rulebook; rulings in docs/rules/catan.md)."""
import random

import pytest

from dicelands.engine import IllegalActionError

from dicelands.games.catan.board import GRAPH
from dicelands.games.catan.trades import Compose

from .helpers import GAME, drawn, empty_hand, give, opening, options, play, refused, vertex


def test_setup_is_a_snake_draft_and_the_second_settlement_yields_its_hexes():
    """Base rulebook, set-up: each places a settlement and a road in turn order, then again in reverse order; the
    second settlement yields one card per adjacent terrain."""
    state = GAME.new_state({"players": 3, "board": "beginner"}, 0)
    order = []
    for seat, v, e in [(0, "(0,-1).S", "(0,-1).SE"), (1, "(2,-1).S", "(2,-1).SW"), (2, "(-1,1).S", "(-1,1).SE"),
                       (2, "(0,1).S", "(0,1).SE"), (1, "(1,-1).N", "(1,-1).NE"), (0, "(-2,1).N", "(-2,1).NE")]:
        order.append(GAME.to_move(state)[0])
        state = play(state, (seat, f"settle {v}"), (seat, f"road {e}"))
    assert order == [0, 1, 2, 2, 1, 0]
    # seat 0's second settlement: forest 8, fields 9, forest 11 -> 2 lumber, 1 grain; the first yielded nothing
    assert state.hands[0] == [2, 0, 0, 1, 0]
    assert GAME.to_move(state) == (0,) and options(state, 0) == ["roll"]


def test_the_setup_road_must_touch_the_settlement_just_placed():
    state = play(GAME.new_state({"players": 3, "board": "beginner"}, 0), (0, "settle (0,-1).S"))
    assert len(options(state, 0)) == 3  # an inland corner: three paths
    with pytest.raises(IllegalActionError, match="must touch the settlement just placed"):
        GAME.apply(state, 0, "road (1,0).E")


def test_distance_rule_refuses_a_settlement_next_to_a_building_and_changes_nothing():
    """Spec §2.3: an intersection may be built on only if none of its neighbouring intersections holds a building."""
    state = play(GAME.new_state({"players": 3, "board": "beginner"}, 0), (0, "settle (0,-1).S"), (0, "road (0,-1).SE"))
    before = GAME.to_position(state)
    with pytest.raises(IllegalActionError, match="distance rule: .* is next to the building at"):
        GAME.apply(state, 1, "settle (-1,0).N")  # the south-west corner of (0,-1), next to its south corner
    assert GAME.to_position(state) == before
    assert "settle (0,-1)/(-1,0)/(0,0)" not in options(state, 1)


def test_a_roll_produces_for_every_adjacent_building_and_a_city_twice():
    """Spec §2.2: every hex with the rolled number produces one card per adjacent settlement (a city two)."""
    state = opening(forced=[("roll", "4 4")])
    hands = [h[:] for h in state.hands]
    state = play(state, (0, "roll"))  # 8: forest 8 (-2,1) touches seat 0's (-2,1).N; mountains 8 (2,0) seat 1's
    assert state.hands[0][0] == hands[0][0] + 1 and state.hands[1][4] == hands[1][4] + 1
    state = opening(forced=[("roll", "4 4")])
    state = give(state, 0, "3 ore 2 grain")
    state = state.copy()
    state.put("level", vertex("(-2,1).N"), 2)  # a city there (pieces kept right below)
    state.count_piece(0, 1, -1)
    state.count_piece(0, 2, 1)
    after = play(state, (0, "roll"))
    assert after.hands[0][0] == state.hands[0][0] + 2


def test_the_robbers_hex_produces_nothing():
    state = opening(forced=[("roll", "4 4")]).copy()
    state.robber = GRAPH.cell_index[(-2, 1)]  # forest 8, seat 0's only 8
    after = play(state, (0, "roll"))
    assert after.hands[0] == state.hands[0]


def test_the_bank_pays_a_shortage_to_nobody_or_to_the_only_seat_owed():
    """Spec §2.2 (G-22): a resource the bank cannot pay to everyone owed goes to nobody; one seat owed takes what
    is left."""
    state = opening(forced=[("roll", "4 4")]).copy()
    south = vertex("(-2,1).S")  # seat 1 gets a settlement on forest 8 too: seats 0 and 1 are owed lumber on an 8
    state.put("owner", south, 1)
    state.put("level", south, 1)
    state.count_piece(1, 1, 1)
    state.hands[2][0] += state.bank[0] - 1  # the bank keeps one lumber
    state.bank[0] = 1
    after = play(state, (0, "roll"))
    assert after.hands[0][0] == state.hands[0][0] and after.hands[1][0] == state.hands[1][0] and after.bank[0] == 1
    one = opening(forced=[("roll", "4 4")]).copy()
    one.hands[2][4] += one.bank[4]  # no ore left: seat 1, the only seat owed ore, takes what is left (none)
    one.bank[4] = 0
    assert play(one, (0, "roll")).hands[1][4] == one.hands[1][4]
    one = opening(forced=[("roll", "4 4")]).copy()
    one.hands[0][0] += one.bank[0] - 1  # one lumber left, seat 0 alone is owed it on the 8: it takes it
    one.bank[0] = 1
    assert play(one, (0, "roll")).hands[0][0] == one.hands[0][0] + 1


def test_a_seven_makes_those_above_seven_discard_half_then_the_robber_moves_and_steals():
    """Spec §2.6: nobody produces; every player with more than 7 cards returns half (rounded down); then the robber
    moves and its mover takes a random card from a player at the new hex."""
    state = give(opening(forced=[("roll", "3 4"), ("steal", "wool")]), 1, "3 brick 2 ore")  # seat 1: 8 cards
    state = give(state, 2, "2 brick")  # seat 2: 5 cards, no discard
    state = play(state, (0, "roll"))
    assert GAME.to_move(state) == (1,) and GAME.prompt(state, 1).startswith("discard 4 more")
    state = play(state, (1, "discard brick"), (1, "discard brick"), (1, "discard brick"), (1, "discard ore"))
    assert sum(state.hands[1]) == 4 and GAME.to_move(state) == (0,)
    assert "robber (0,0)" not in options(state, 0)  # it must move
    state = play(state, (0, "robber (1,-1)"))  # pasture 4: seat 1's settlement at (1,-1).N -> the only victim
    assert state.hands[0][2] == 1 and sum(state.hands[1]) == 3


def test_roads_extend_the_network_but_not_through_an_opponents_building():
    """Spec §2.3: a new road touches the builder's road or building; it cannot continue through an opponent's
    building."""
    state = give(opening(forced=[("roll", "1 1")]), 0, "5 brick 5 lumber")
    state = play(state, (0, "roll"))
    roads = [o for o in options(state, 0) if o.startswith("road")]
    assert roads and all(o.split()[1] for o in roads)
    with pytest.raises(IllegalActionError, match="must join one of your roads"):
        GAME.apply(state, 0, "road (1,1).E")


def test_a_settlement_in_play_must_touch_an_own_road():
    state = give(opening(forced=[("roll", "1 1")]), 0, "1 brick 1 lumber 1 wool 1 grain")
    state = play(state, (0, "roll"))
    with pytest.raises(IllegalActionError, match="must touch one of your roads"):
        GAME.apply(state, 0, "settle (1,1).S")


def test_longest_road_goes_to_the_first_with_five_and_is_worth_two_points():
    """Base rulebook: Longest Road, 2 VP, for the first unbroken road of at least 5 paths; another takes it only
    with a longer one."""
    state = give(opening(forced=[("roll", "1 1")]), 0, "5 brick 5 lumber")
    state = play(state, (0, "roll"))
    for _ in range(4):
        road = max((a for a in GAME.legal_actions(state, 0) if a.kind == "road"),
                   key=lambda a: GAME.apply(state, 0, a).road_length[0])
        state = GAME.apply(state, 0, road)
    assert state.road_length[0] >= 5 and state.longest == 0
    assert GAME.result(state).scores[0]["longest_road"] == 2


def test_largest_army_needs_three_knights():
    state = opening(forced=[("roll", "1 1")] * 3).copy()
    state.put("cards", 0, ("knight",))
    state.put("played", 0, ("knight", "knight"))
    state.deck = drawn(state.deck, "knight", "knight", "knight")
    state = play(state, (0, "play knight"), (0, "robber (0,1)"))
    assert state.army == 0 and GAME.result(state).scores[0]["largest_army"] == 2


def test_a_card_bought_this_turn_cannot_be_played_and_one_card_a_turn():
    """Base rulebook: a development card may not be played in the turn it was bought; one per turn."""
    state = give(opening(forced=[("roll", "1 1"), ("development", "knight")]), 0, "1 ore 1 wool 1 grain")
    state = play(state, (0, "roll"), (0, "buy card"))
    assert state.fresh[0] == ("knight",) and "play knight" not in options(state, 0)
    state = state.copy()
    state.put("cards", 0, ("monopoly", "year-of-plenty"))
    state.deck = drawn(state.deck, "monopoly", "year-of-plenty")
    state = play(state, (0, "play year-of-plenty"), (0, "take ore"), (0, "take ore"))
    assert "play monopoly" not in options(state, 0)


def test_monopoly_takes_every_card_of_a_resource_each_seat_saying_how_many():
    state = opening(forced=[("roll", "1 1")]).copy()
    state.put("cards", 0, ("monopoly",))
    state.deck = drawn(state.deck, "monopoly")
    state = play(state, (0, "roll"), (0, "play monopoly"), (0, "monopoly wool"))
    assert set(GAME.to_move(state)) == {1, 2}
    # seat 1: 2 wool from set-up + 1 from the pasture 2 just rolled; seat 2: 1 wool
    assert options(state, 1) == ["give 3 wool"] and options(state, 2) == ["give 1 wool"]
    state = play(state, (1, "give 3 wool"), (2, "give 1 wool"))
    assert state.hands[0][2] == 4 and GAME.to_move(state) == (0,)


def test_bank_trades_four_to_one_or_the_harbor_rate():
    """Base rulebook: 4 identical cards for 1 of choice; 3:1 at a generic harbor, 2:1 at a special harbor."""
    state = give(opening(forced=[("roll", "1 1")]), 0, "4 ore")
    state = play(state, (0, "roll"))
    assert "bank 4 ore for brick" in options(state, 0)
    with pytest.raises(IllegalActionError, match="your rate for ore is 4:1"):
        GAME.apply(state, 0, "bank 3 ore for brick")
    after = play(state, (0, "bank 4 ore for brick"))
    assert after.hands[0][4] == 0 and after.hands[0][1] == 1


def test_a_trade_the_bank_cannot_pay_is_refused_and_changes_nothing():
    state = give(opening(forced=[("roll", "1 1")]), 0, "4 ore")
    state = play(state, (0, "roll")).copy()
    state.hands[1][1] += state.bank[1]
    state.bank[1] = 0
    before = GAME.to_position(state)
    with pytest.raises(IllegalActionError, match="the bank has no brick left to pay"):
        GAME.apply(state, 0, "bank 4 ore for brick")
    assert GAME.to_position(state) == before


def compose(state, seat, give="", ask=""):
    """`offer a trade`, then one card at a time: give/ask as '2 lumber 1 ore'."""
    moves = [(seat, "offer a trade")]
    for word, text in (("offer", give), ("ask", ask)):
        parts = text.split()
        for count, name in zip(parts[::2], parts[1::2]):
            moves += [(seat, f"{word} 1 {name}")] * int(count)
    return play(state, *moves)


def test_a_bundle_of_several_kinds_is_traded_for_a_bundle():
    """Spec §2.5: "the active player may trade any agreed bundle with other players" (base turn overview [S12]): seat 0
    gives 2 lumber and 1 ore for 1 brick and 1 grain, composed card by card; both others answer at once; seat 0
    trades with the one who accepted."""
    state = give(give(play(opening(forced=[("roll", "1 1")]), (0, "roll")), 0, "1 ore"), 1, "1 brick 1 grain")
    hands = [h[:] for h in state.hands]
    state = compose(state, 0, "2 lumber 1 ore", "1 brick 1 grain")
    assert "trade being composed by player 1: gives 2 lumber and 1 ore, asks 1 brick and 1 grain" in \
        GAME.show.render(state, 0)  # the draft stands with the table; the prompt stays one short line
    assert "propose" in options(state, 0)
    assert GAME.show.describe(state, 0, GAME.legal_action(state, 0, "propose")) == \
        "seat 0 offers 2 lumber and 1 ore for 1 brick and 1 grain"
    state = play(state, (0, "propose"))
    assert set(GAME.to_move(state)) == {1, 2} and state.escrow[0] == ("lumber", "lumber", "ore")
    assert options(state, 1) == ["accept", "reject"] and options(state, 2) == ["reject"]  # seat 2 holds no brick
    state = play(state, (1, "accept"), (2, "reject"))
    assert options(state, 0) == ["trade with seat 1", "cancel"]
    assert GAME.show.describe(state, 0, GAME.legal_action(state, 0, "trade with seat 1")) == \
        "seat 0 trades 2 lumber and 1 ore for 1 brick and 1 grain with seat 1"
    state = play(state, (0, "trade with seat 1"))
    change = [[a - b for a, b in zip(after, before)] for after, before in zip(state.hands, hands)]
    assert change[0] == [-2, 1, 0, 1, -1] and change[1] == [2, -1, 0, -1, 1] and change[2] == [0] * 5
    assert state.escrow == ((), (), ()) and options(state, 0)[0] == "end"


def test_the_same_offer_twice_in_a_turn_is_refused_and_withdrawing_counts():
    """Spec §2.5 sets no limit on offers; the project's ruling keeps a game finite without one: every composition
    ends as an offer made this turn, proposed or withdrawn, and the same offer twice in a turn is refused, saying so
    (docs/rules/catan.md). The next turn starts afresh."""
    state = play(opening(forced=[("roll", "1 1"), ("roll", "1 1")]), (0, "roll"))
    state = play(compose(state, 0, "1 lumber", "1 wool"), (0, "propose"), (1, "reject"), (2, "reject"))
    assert state.offered == (((1, 0, 0, 0, 0), (0, 0, 1, 0, 0)),)
    again = compose(state, 0, "1 lumber", "1 wool")
    assert "propose" not in options(again, 0) and "cancel" not in options(again, 0)
    refused(again, 0, "propose", "you already offered or withdrew 1 lumber for 1 wool this turn: the same offer twice")
    grown = play(again, (0, "ask 1 ore"), (0, "cancel"))  # a new draft may be withdrawn, and counts as made
    refused(compose(grown, 0, "1 lumber", "1 wool 1 ore"), 0, "cancel", "the same offer twice in a turn is refused")
    assert "offer a trade" in options(grown, 0)
    state = play(grown, (0, "end"), (1, "roll"), (1, "end"), (2, "roll"), (2, "end"))
    assert state.offered == () and "propose" in options(compose(play(state, (0, "roll")), 0, "1 lumber", "1 wool"), 0)


def test_a_seat_cannot_offer_what_it_does_not_hold_nor_accept_what_it_cannot_pay():
    """Spec §2.5: a trade exchanges cards the two players hold: offering cards one does not hold, asking more than
    any other player holds, or accepting an ask one cannot pay, is refused, saying so, and nothing changes. Seat 0
    holds 2 lumber and 1 grain; seat 2 holds no ore."""
    state = play(opening(forced=[("roll", "1 1")]), (0, "roll"), (0, "offer a trade"))
    refused(state, 0, "offer 1 ore", "you hold 0 ore and offer 0 already: you cannot offer another")
    state = play(state, (0, "offer 1 grain"))
    refused(state, 0, "offer 1 grain", "you hold 1 grain and offer 1 already")
    refused(state, 0, "ask 1 grain", "you give grain: an offer does not give and ask the same kind")
    refused(state, 0, "propose", "add to both sides before proposing")
    most = max(sum(state.hands[s]) for s in (1, 2))
    state = play(state, *[(0, "ask 1 ore")] * most)
    refused(state, 0, "ask 1 ore", f"no other player holds more than {most} cards")
    state = play(state, (0, "propose"))
    refused(state, 2, "accept", f"seat 0 asks for {most} ore and you hold 0 ore: you can only reject")


def test_rules_version_1_offer_notation_is_refused_naming_the_change():
    """Records store notation: rules version 1 offered `offer 2 brick` then `for 1 ore`; version 2 composes card by
    card, so the old notation is refused with a message naming the change and the version."""
    state = play(opening(forced=[("roll", "1 1")]), (0, "roll"), (0, "offer a trade"))
    refused(state, 0, "offer 2 lumber", "since rules version 2 an offer is built one card at a time")
    state = play(state, (0, "offer 1 lumber"))
    refused(state, 0, "for 1 ore", "'for 1 ore' is the notation of rules version 1")


def test_the_option_trade_offers_per_turn_caps_offers_for_simulations():
    """Not a rule (the rules set no limit): option `trade_offers_per_turn` (0, the default: no cap) lets simulations
    and learning agents bound the trades begun a turn; a cancelled one counts."""
    state = play(opening(forced=[("roll", "1 1")], trade_offers_per_turn=1), (0, "roll"))
    state = play(compose(state, 0, "1 lumber"), (0, "cancel"))
    assert "offer a trade" not in options(state, 0)
    free = play(opening(forced=[("roll", "1 1")]), (0, "roll"))
    assert "offer a trade" in options(play(compose(free, 0, "1 lumber"), (0, "cancel")), 0)


def test_trading_within_a_turn_always_ends():
    """The ruling that keeps trades finite (docs/rules/catan.md): every composition ends as a new offer made this
    turn (proposed or withdrawn), so a turn holds at most as many compositions as there are drafts. Seat 0 holds 1
    lumber, the others 1 card each: 11 drafts (give nothing or the lumber; ask nothing or 1 card of a kind not
    given). Taking only trade decisions (the others reject), `offer a trade` is gone after at most 11, whatever is
    chosen."""
    start = play(opening(forced=[("roll", "1 1")]), (0, "roll")).copy()
    for seat, keep in ((0, 0), (1, 2), (2, 4)):
        for r in range(5):
            start.bank[r] += start.hands[seat][r] - (r == keep)
            start.hands[seat][r] = int(r == keep)
    rng = random.Random(1)
    for _ in range(200):
        state, compositions = start, 0
        while "offer a trade" in options(state, 0):
            state, compositions = play(state, (0, "offer a trade")), compositions + 1
            while isinstance(state.flow.top(0), Compose):
                state = GAME.apply(state, 0, rng.choice(GAME.legal_actions(state, 0)))
            state = play(state, *[(s, "reject") for s in GAME.to_move(state) if s != 0])
            if "cancel" in options(state, 0):
                state = play(state, (0, "cancel"))
            assert compositions <= 11
        assert len(state.offered) == compositions and len(set(state.offered)) == compositions


def test_ten_points_on_ones_own_turn_wins_and_hidden_cards_are_claimed():
    """Spec §2.7: 10 VP wins, only during one's own turn; victory-point cards count when revealed."""
    state = opening(forced=[("roll", "1 1")]).copy()
    state.longest, state.army = 0, 0  # 2 + 2 + 2 = 6 public points
    state.put("cards", 0, ("victory-point",) * 4)
    state.deck = drawn(state.deck, *("victory-point",) * 4)
    assert options(state, 0) == ["claim"]
    state = play(state, (0, "claim"))
    assert GAME.is_over(state) and GAME.result(state).winners == (0,)
    assert GAME.result(state).scores[0]["total"] == 10


def test_empty_hands_discard_nothing():
    state = empty_hand(opening(forced=[("roll", "3 4")]), 0)
    state = play(state, (0, "roll"))
    assert GAME.to_move(state) == (0,) and GAME.prompt(state, 0).startswith("move the robber")


def test_longest_road_search_equals_a_search_from_every_intersection():
    """The road search starts only at ends, forks and opponents' buildings (rules.longest_road), and a new road at
    the end of a network is walked from its other end only (rules.longest_road_after); along random games both must
    find what a search from every intersection finds."""
    import random

    from dicelands.games.catan import rules
    from dicelands.games.catan.state import NOBODY

    def everywhere(state, seat):
        used = set()

        def walk(v):
            if used and state.owner[v] not in (NOBODY, seat):
                return 0
            best = 0
            for e, w in rules.LINKS[v]:
                if state.roads[e] == seat and e not in used:
                    used.add(e)
                    best = max(best, 1 + walk(w))
                    used.discard(e)
            return best
        return max(walk(v) for v in range(54))

    for seed in range(2):
        state, chooser = GAME.new_state({"players": 4, "domestic_trades": False}, seed), random.Random(seed)
        while not GAME.is_over(state):
            seat = GAME.to_move(state)[0]
            state = GAME.apply(state, seat, chooser.choice(GAME.legal_actions(state, seat)), check=False)
            for s in range(4):  # and the length kept after each road (rules.longest_road_after) is the same
                assert state.road_length[s] == rules.longest_road(state, s) == everywhere(state, s)
