"""Seeded batch simulation: the runner (local processes or Ray), result tables, statistics, reports, tournaments."""
from .results import read_rows, write_rows
from .runner import Job, RunError, RunOutcome, agent_seed, check_players, play_game, run_jobs
from .stats import format_summary, summarize, wilson

__all__ = ["Job", "RunError", "RunOutcome", "agent_seed", "check_players", "format_summary", "play_game",
           "read_rows", "run_jobs", "summarize", "wilson", "write_rows"]
