"""The strong bot's fitted valuation weights (see :class:`ffcore.bots.weights.FittedWeights`).

Written by ``research/fit_values.py --out``: a refit rewrites this file whole.
``solo_resources`` and ``build_bonus`` are set by hand and a refit keeps them;
the solo·R and buildable·G weights (the last two of ``future``) stay zero, as
they did not help in tournaments.
"""

from .weights import FittedWeights

FITTED_WEIGHTS = FittedWeights(
    rounds=(8.3783, -0.4689, -0.2395, -0.1053, -0.0105, -0.3151, 0.3882),
    future=(1.2869, 0.1339, 0.105, 0.042, 0.2, 0.0616, 0.0888, 0.0, 0.0),
    cards=(
        ("aluminum-factory", 0.028, -0.066),
        ("assembly-line", 0.111, -0.049),
        ("battery-factory", 0.144, -0.034),
        ("beacon", 0.176, -0.081),
        ("biolab", 0.013, -0.021),
        ("black-market", -0.417, 0.045),
        ("concrete-plant", 0.177, -0.115),
        ("dojo", 0.204, -0.173),
        ("fitness-center", 0.15, -0.096),
        ("foundry", -0.112, 0.065),
        ("fulfillment-center", -0.087, 0.002),
        ("golem", 0.134, 0.126),
        ("gymnasium", -0.043, -0.063),
        ("harvester", -0.226, 0.077),
        ("incinerator", 0.025, 0.015),
        ("laboratory", -0.39, 0.314),
        ("manufactory", 0.011, 0.143),
        ("mega-factory", -0.19, 0.201),
        ("megalith", 0.028, -0.193),
        ("motherlode", -0.41, 0.164),
        ("nuclear-plant", 0.036, 0.084),
        ("obelisk", -0.012, -0.081),
        ("power-plant", 0.25, 0.039),
        ("recycling-plant", 0.159, -0.102),
        ("refinery", -0.188, -0.038),
        ("replicator", 0.067, 0.021),
        ("robot", 0.143, 0.007),
        ("scrap-yard", -0.158, 0.133),
        ("solar-array", 0.048, 0.011),
        ("temp-agency", 0.103, 0.009),
        ("trash-compactor", 0.137, -0.213),
        ("warehouse", 0.148, -0.043),
    ),
    solo_resources=(0.15, 0.06),
    machine=(1.7652, 0.0294, 0.7435, -0.0094),
    build_bonus=0.45,
)
