"""`python -m dicelands.envs [--summary] GAME [NAME=VALUE ...]`: print a game's observation layout (encode.py)."""
from .encode import main

main()
