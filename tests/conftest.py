import sys
from pathlib import Path

# Tests import the scenario helper as a plain module.
sys.path.insert(0, str(Path(__file__).parent))
