"""By Royal Decree, as three modules of Dice City: presence, queens_plans, trade_board."""
