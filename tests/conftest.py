import sys
from pathlib import Path

# Tests import the scenario helper, and the page's modules (web/), as plain modules, as the
# page itself does.
sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parent.parent / "web"))
