"""The page's own words in English (buttons, headings, screens): ui_text.py looks them up.

The game's words (cards, actions, log lines, engine errors) are ffcore's catalogues.
ui_text_pt.py holds the same keys with the same placeholders (tests/test_i18n.py).
"""

from __future__ import annotations

EN: dict[str, str] = {
    "app.title": "Fantastic Factories",
    "start.heading": "New game",
    "start.solo": "Solo against The Machine",
    "start.multi": "2 to {max} players",
    "start.level": "The Machine's difficulty",
    "start.level.easy": "Easy",
    "start.level.medium": "Medium",
    "start.level.hard": "Hard",
    "start.level.insane": "Insane",
    "start.players": "Players",
    "start.player": "Player {n}",
    "start.name": "Name of player {n}",
    "start.seat": "Who plays seat {n}",
    "start.human": "A person, here",
    "start.link": "A friend, by link",
    "start.link.about": "A friend by link plays on their own device: after your move, "
                        "the page offers to send them the link, and nobody else's hand "
                        "shows here.",
    "start.bot.random": "Bot: random",
    "start.bot.steady": "Bot: steady",
    "start.bot.strong": "Bot: strong",
    "start.count": "Number of players",
    "start.go": "Start the game",
    "start.human-needed": "at least one seat must be a person here",
    "games.heading": "Your games",
    "games.where": "Round {round} · {phase}",
    "games.kind.daily": "Daily challenge {date} · {level}",
    "games.kind.solo": "Solo against The Machine · {level}",
    "games.kind.link": "With friends, by link",
    "games.kind.here": "On this device",
    "games.bot": "{name} ({level})",
    "games.by-link": "{name} (by link)",
    "games.turn.who": "Shared with you: open it and say who you are.",
    "games.turn.link": "{name}'s move: send {name} the link.",
    "games.turn.bot": "{name} (a bot) moves next.",
    "games.turn.yours": "Your move.",
    "games.turn.here": "{name}'s move.",
    "games.ago.now": "just now",
    "games.ago.minutes": "{count} min ago",
    "games.ago.hours": "{count} h ago",
    "games.ago.days": "{count} days ago",
    "games.ago.days.one": "yesterday",
    "games.version.here": "Another copy of this game is kept: this one was played here.",
    "games.version.link": "Another copy of this game is kept: this one came from a link.",
    "games.more": "Show the other {count} games",
    "games.more.one": "Show the other game",
    "games.remove": "Remove",
    "games.remove.label": "Remove {game}",
    "games.removed": "Game removed: {names}.",
    "games.restored": "Game put back: {names}.",
    "games.no-room": "There is no room to put the game back: remove another game first, then "
                     "press Undo.",
    "games.file": "Your games, as a file",
    "games.file.export": "Export every game",
    "games.file.import": "Import a games file",
    "games.file.imported": "{count} games read: {added} added, {updated} brought up to date, "
                           "{same} kept already.",
    "games.file.size": "This file is too large to be a games file (over {size}).",
    "games.file.json": "This file is not a games file: it is not valid JSON.",
    "games.file.shape": "This file is not a games file of Fantastic Factories.",
    "games.file.newer": "These games were written by a newer version of the game. Reload the "
                        "page to update it, then import them again.",
    "games.file.field": "This games file is damaged (its field {field}); nothing was imported.",
    "games.file.game": "Game {number} of this file cannot be opened ({reason}); nothing was "
                       "imported.",
    "menu.restore-game": "Undo",
    "notice.link-behind": "This link is from round {round}; your game is at round {kept}, so your "
                          "game opened as it is.",
    "notice.link-older": "This link stops {count} moves before the game kept here, so your game "
                         "opened as it is.",
    "notice.link-older.one": "This link stops one move before the game kept here, so your game "
                             "opened as it is.",
    "notice.link-departs": "This link takes the game another way than the copy kept here: both "
                           "are kept, side by side in Your games.",
    "notice.copied-final": "Link copied: send it to {name}, with the final scores.",
    "notice.copied-for": "Link copied: send it to {name}, whose move it is.",
    "pass.who.heading": "Who are you in this game?",
    "pass.who.body": "This link opens round {round}, and it is {name}'s move. Each hand is hidden "
                     "from the others: say who holds this device, and it is remembered for this "
                     "game.",
    "pass.who.me": "I am {name}",
    "pass.who.all": "We all play on this device",
    "pass.who.none": "I am none of them",
    "options.link": "{name}'s move, on their own device: send {name} the link.",
    "send.final": "Send the final scores to {names}",
    "send.to": "Send to {name}",
    "start.open": "Open a shared game",
    "start.code": "Share link, code or saved game (JSON)",
    "start.open.go": "Open",
    "start.opening": "Opening…",
    "start.your-name": "Your name",
    "start.default-name": "Player",
    "menu.new": "Your games",
    "menu.copy": "Copy link",
    "menu.undo": "Undo",
    "menu.rules": "Rules",
    "menu.language": "Language",
    "menu.suggest": "Suggest",
    "menu.share": "Share",
    "menu.open": "Game menu",
    "share.your-move": "Your move, {name}: {title}, round {round}",
    "share.round": "{title}, round {round}",
    "share.over": "{title}: the final scores",
    "status.round": "Round {round}",
    "status.market": "Market phase",
    "status.work": "Work phase",
    "status.over": "Game over",
    "status.turn": "{name} to play",
    "status.your-turn": "Your turn, {name}",
    "status.end": "The end is triggered: round {round} is the last.",
    "status.thinking": "{name} is thinking…",
    "status.skip": "Skip the pause",
    "market.heading": "Marketplace",
    "market.blueprints": "Blueprints",
    "market.contractors": "Contractors",
    "market.take": "Take",
    "market.hire": "Hire…",
    "market.empty": "Empty slot",
    "market.deck": "Deck: {deck} · discard pile: {discard}",
    "market.tool": "Tool token: {tool}",
    "market.extra": "+{energy} energy",
    "market.refresh": "Renew a row",
    "me.heading": "{name}'s factory",
    "me.metal": "Metal",
    "me.energy": "Energy",
    "me.goods": "Goods",
    "me.prestige": "Prestige",
    "me.hand": "Hand ({count})",
    "me.compound": "Compound ({count})",
    "me.dice": "Dice",
    "me.no-dice": "No dice to place.",
    "me.hq": "Headquarters",
    "me.empty-hand": "No cards in hand.",
    "me.empty-compound": "Nothing built yet.",
    "die.label": "Die showing {value}",
    "die.extra": "extra die showing {value}",
    "die.unset": "die without a value yet",
    "die.on": "{value} on {place}",
    "floor.research": "Research: any die, draw a blueprint",
    "floor.generate": "Generate: 1-3, gain that much energy",
    "floor.mine": "Mine: 4-6, gain 1 metal",
    "floor.slot.empty": "empty slot",
    "card.used": "used this round",
    "card.cost": "Cost: {metal} metal, {energy} energy",
    "card.prestige": "{prestige} prestige",
    "card.type": "{type} card",
    "card.tool": "{tool} tool",
    "options.heading": "What you can do",
    "options.none": "Pick a die, then where it goes; or pick a card to see what it can do.",
    "options.picked": "Now pick a highlighted piece, or a move below.",
    "options.waiting": "Waiting for {name}.",
    "options.back": "Back to all actions",
    "options.keys": ("Keys: arrows move between the dice, the floors or the cards of a row, Home "
                     "and End to the first and last; O opens the card that has the focus, "
                     "to read it; E ends the work phase, U undoes, C confirms (the only "
                     "move of a selection, the suggestion shown, or a bot's pause), Escape "
                     "backs out (a card opened, a question, a selection). Dice can be "
                     "dragged onto a floor or a card."),
    "confirm-end.text": "End your work phase? You could still use:",
    "confirm-end.dice": "dice: {dice}",
    "confirm-end.cards": "cards: {cards}",
    "confirm-end.yes": "End the work phase",
    "confirm-end.no": "Keep playing",
    "undo.nothing": "Nothing to undo. Undo takes back your own moves, but never past the start "
                    "of your turn, a die roll or a drawn card.",
    "hint.play": "Play the suggestion",
    "zoom.close": "Back to the board",
    "tip.cards": ("Tip: to read a card in full, tap a card you cannot use, or touch and "
                  "hold any card; with keys, press O on any card (or Enter on one you "
                  "cannot use)."),
    "speech.score": "{name}: {total} points",
    "tip.ok": "Got it",
    "market.renew": "Renew a row (costs 1 metal or 1 energy)",
    "options.turn": "Turn",
    "options.market": "Take a market blueprint, or select a contractor to hire.",
    "options.discard": "Discard down to {resources} resources and {cards} cards in hand.",
    "options.foreman": "Foreman: set up to 4 dice, then roll the rest.",
    "options.specialist": "Your Specialist's die is waiting for a value.",
    "others.heading": "Other players",
    "others.summary": "Goods {goods} · prestige {prestige} · metal {metal} · energy {energy} "
                      "· hand {hand}",
    "machine.heading": "The Machine ({level})",
    "machine.goods": "Goods {goods}",
    "machine.dice": "Last roll",
    "machine.market": "Market",
    "machine.colour.green": "green",
    "machine.colour.red": "red",
    "machine.colour.blue": "blue",
    "machine.colour.purple": "purple",
    "machine.colour.yellow": "yellow",
    "log.heading": "Game log (newest first)",
    "latest.heading": "Just now",
    "machine.turn": "The Machine's turn",
    "machine.seen": "Continue",
    "pass.since": "Since your last turn",
    "pass.heading": "Pass the device to {name}",
    "pass.body": "The previous player's hand is hidden. When {name} holds the device, continue.",
    "pass.body.first": "Each player's hand stays hidden from the others. When {name} holds the "
                       "device, continue.",
    "pass.go": "I am {name}: show my factory",
    "over.heading": "Final scores",
    "over.goods": "Goods",
    "over.prestige": "Prestige",
    "over.total": "Total",
    "over.metal": "Metal",
    "over.energy": "Energy",
    "over.hand": "Hand",
    "over.winner": "Winner: {names}",
    "over.winners": "Shared victory: {names}",
    "over.machine-wins": "The Machine wins.",
    "over.tie.metal": "Points were level: most metal decided.",
    "over.tie.energy": "Points and metal were level: most energy decided.",
    "over.tie.hand": "Points, metal and energy were level: most cards in hand decided.",
    "over.tie.shared": "Every tie-break was level: the victory is shared.",
    "over.tie.machine": "You tied The Machine, who wins ties.",
    "over.machine": "The Machine",
    "over.new": "Play again",
    "error.heading": "Something went wrong",
    "error.bad-link": "This link does not hold a game we can open: {reason}",
    "error.bad-json": "This saved game could not be opened: {reason}",
    "error.bad-save": "Your saved game could not be read, so it was set aside: {reason}",
    "error.illegal": "That move is not possible: {reason}",
    "why.not": "Not now: {reason}",
    "why.wait": "It is {name}'s turn: wait for yours.",
    "error.setup": "Cannot start the game: {reason}",
    "error.internal": "Something unexpected happened; your game is safe. ({reason})",
    "reason.unknown-seat": "a seat has an unknown kind of player.",
    "reason.json": "it is not valid JSON.",
    "reason.save-version": "it was made by another version of the game.",
    "reason.save-seats": "its seats do not match its players.",
    "reason.save-newer": "it was made by a newer version of the game. Reload the page to update "
                         "it.",
    "reason.save-fields": "some of its fields are missing or of the wrong kind.",
    "reason.no-game": "the link holds no game.",
    "reason.link-seats": "the link's seats do not match its players.",
    "reason.link-human": "the link's game has no human player.",
    "notice.copied": "Link copied. Send it to continue this game on another device.",
    "notice.copy-manual": "Copy this link to share the game:",
    "notice.dismiss": "Dismiss",
    "notice.save-failed": "This device's storage is full, so the latest move is not kept. "
                          "Remove a game you no longer need from Your games, or export "
                          "your games; a copied link keeps this one.",
    "notice.storage-blocked": "This browser does not let the page keep data: a game is lost "
                              "when the page closes. Copy its link to keep it.",
    "conflict.text": "This game was played on in another tab or window.",
    "conflict.load": "Load the newer game",
    "conflict.keep": "Keep this one (it replaces the other)",
    "hint.label": "Suggestion: {action}",
    "hint.thinking": "Thinking about a suggestion…",
    "loading.game": "Loading the game…",
    # The rules reference screen ----------------------------------------------------------
    "ref.heading": "How to play",
    "ref.back": "Back",
    "ref.contents": "Contents",
    "ref.goal.heading": "The goal",
    "ref.goal.body": "Each player runs a compound of factories. You collect blueprints, build "
                     "them with metal and energy, and put your dice to work in them to make "
                     "goods. At the end, every good and every point of prestige on the cards "
                     "you built counts as one point.",
    "ref.goal.start": "Everyone starts with {dice} dice, {metal} metal, {energy} energy and "
                      "{hand} blueprints in hand.",
    "ref.round.heading": "How a round goes",
    "ref.round.body": "A round is a market phase followed by a work phase.",
    "ref.market.heading": "Market phase",
    "ref.market.order": "One turn each, starting with the first player. The market shows four "
                        "blueprints and four contractors; above each contractor lies a tool "
                        "token that stays in place all game.",
    "ref.market.refresh": "Before you choose, you may once pay 1 metal or 1 energy to clear "
                          "either the four blueprints or the four contractors and deal four "
                          "new ones.",
    "ref.market.choose": "Then either take one market blueprint into your hand for free, or "
                         "hire a contractor: discard a blueprint from your hand with the tool "
                         "shown above that contractor, and pay its extra energy if it has any. "
                         "The contractor does its job at once and is discarded. An emptied "
                         "slot is refilled from its deck.",
    "ref.market.pass": "If you can do neither, your turn is skipped.",
    "ref.market.opponent": "When a contractor also gives something to an opponent, the hirer "
                           "picks who. Against The Machine that part is ignored.",
    "ref.work.heading": "Work phase",
    "ref.work.roll": "Roll your dice: they are your workers. Then, in any order, place dice on "
                     "your headquarters, build blueprints from your hand and activate the cards "
                     "in your compound.",
    "ref.work.once": "Each die works once per round. Each card can be activated once per "
                     "round, even in the round it was built. Training cards change dice that "
                     "are not placed yet.",
    "ref.work.extra": "Extra dice, from cards or contractors, work like your own and leave at "
                      "the end of the round.",
    "ref.work.device": "On this device players take their work phases one after another, in "
                       "turn order; a player's hand stays hidden until they hold the device.",
    "ref.limits.heading": "End of a round",
    "ref.limits.body": "When you end your work phase you keep at most {resources} resources "
                       "(metal and energy together) and {cards} cards in hand; you choose what "
                       "goes. Then the next player becomes the first player and a new round "
                       "begins.",
    "ref.hq.heading": "Headquarters",
    "ref.hq.body": "Your headquarters has three floors; each takes up to {slots} dice per round.",
    "ref.hq.research": "Research: a die of any value draws 1 blueprint from the deck.",
    "ref.hq.generate": "Generate: a 1, 2 or 3 gives as much energy as the die shows.",
    "ref.hq.mine": "Mine: a 4, 5 or 6 gives 1 metal.",
    "ref.hq.bonus": "Matching bonus: when you place a die on a floor that already holds a die "
                    "of the same value, you get 1 more of that floor's output (1 blueprint, "
                    "1 energy or 1 metal). A pair earns 1 extra, three of a kind 2 extra.",
    "ref.hq.example": "For example: three 2s on Generate give 8 energy, two 5s on Mine give "
                      "3 metal, and 5, 5 and 2 on Research draw 4 blueprints.",
    "ref.build.heading": "Building",
    "ref.build.cost": "To build a blueprint from your hand, discard a different blueprint "
                      "with the same tool and pay the card's cost in metal and energy. Build "
                      "as many as you can pay for.",
    "ref.build.unique": "Your compound never holds two cards with the same name, except "
                        "{obelisk} and {beacon}.",
    "ref.build.use": "A card can be activated in the round it is built.",
    "ref.end.heading": "End of the game and scoring",
    "ref.end.trigger": "Once a player has {goods} or more goods, or {cards} or more cards in "
                       "their compound, the end is near: the current round is finished and "
                       "then one more full round is played.",
    "ref.end.score": "Your score is your goods plus the prestige of the cards in your "
                     "compound.",
    "ref.end.ties": "On a tie the player with more metal wins; if still tied, more energy; "
                    "then more blueprints in hand. If that is level too, the victory is "
                    "shared.",
    "ref.type.production": "Production cards make goods.",
    "ref.type.utility": "Utility cards make metal, energy or cards.",
    "ref.type.training": "Training cards change dice that are not placed yet.",
    "ref.type.special": "Special cards each have an effect of their own.",
    "ref.type.monument": "Monuments cannot be activated; they are worth prestige.",
    "ref.cards.heading": "Every blueprint",
    "ref.cards.body": "{count} blueprint cards with {kinds} different names. Each shows its "
                      "tool, type, building cost and prestige.",
    "ref.card.range": "{low} to {high}",
    "ref.card.type": "Type",
    "ref.card.tool": "Tool",
    "ref.card.cost": "Cost",
    "ref.card.prestige": "Prestige",
    "ref.card.copies-label": "Copies",
    "ref.card.cost-value": "{metal} metal, {energy} energy",
    "ref.contractors.heading": "Every contractor",
    "ref.contractors.body": "{count} contractor cards with {kinds} different names. Hire one "
                            "by discarding a blueprint with the tool on the token above its "
                            "slot.",
    "ref.contractor.extra": "Extra cost",
    "ref.contractor.extra-value": "{energy} energy",
    "ref.contractor.none": "none",
    "ref.machine.heading": "The Machine (solo)",
    "ref.machine.setup": "Playing alone, you face The Machine with {dice} dice. It starts with "
                         "blueprints face up in its compound, never monuments; how many depends "
                         "on the difficulty: {easy} {easy_n}, {medium} {medium_n}, {hard} "
                         "{hard_n}, {insane} {insane_n}.",
    "ref.machine.turn": "After your market phase and your work phase, The Machine takes its "
                        "turn. It rolls five dice: green, red, blue, purple and yellow.",
    "ref.machine.green": "Green 1 to 4: it takes the market blueprint in that slot (1 is the "
                         "leftmost) into its compound. Green 5: the top blueprint of the deck "
                         "goes into its compound and the four market blueprints are discarded. "
                         "Green 6: the same, but the four contractors are discarded. Then the "
                         "market is refilled.",
    "ref.machine.goods": "Red, blue, purple and yellow: each makes 1 good when it shows no more "
                         "than the number of training (red), production (blue), special "
                         "(purple) or utility (yellow) cards in its compound.",
    "ref.machine.end": "The Machine triggers the end only with {goods} or more goods.",
    "ref.machine.score": "It scores 1 point per good, 1 per card in its compound and 1 more per "
                         "monument. You beat it only with strictly more points.",
    # The final screen: each side's score sheet and the chart of scores by round ----------
    "final.winner": "Winner",
    "final.place.1": "1st",
    "final.place.2": "2nd",
    "final.place.3": "3rd",
    "final.place.4": "4th",
    "final.place.5": "5th",
    "final.point": "point",
    "final.points": "points",
    "final.sheet": "{name}: points by source",
    "final.machine-cards": "Cards: 1 point each, 2 for a monument",
    "final.no-prestige": "No prestige: {cards}",
    "final.none-built": "No cards built",
    "final.tie-breaks": "Tie-breaks",
    "final.chart.heading": "Score by round",
    "final.chart.summary": "Line chart of each side's score after each of the {rounds} rounds. "
                           "Final scores: {scores}.",
    "final.chart.points": "Points",
    "final.chart.rounds": "Round",
    "final.chart.side": "Name",
    "final.chart.start": "Start",
    "final.chart.table": "Scores at the start and at the end of each round",
    "records.error.size": "This file is too large to be a records file (over {size}).",
    "records.error.json": "This file is not a records file: it is not valid JSON.",
    "records.error.shape": "This file is not a records file of Fantastic Factories.",
    "records.error.newer": "These records were written by a newer version of the game. Reload "
                           "the page to update it, then import them again.",
    "records.error.version": "These records were written in a format this version cannot read.",
    "records.error.too-many": "This file holds more than {max} games.",
    "records.error.field": "This records file is damaged (its field {field}).",
    "records.error.game": "Game {number} of this records file is damaged (its field {field}). "
                          "Nothing was imported.",
    # Replays, the review, the daily challenge and the records -----------------------------
    "replay.heading": "Replay",
    "replay.watch": "Watch the replay",
    "replay.start": "The game's start",
    "replay.position": "Move {at} of {last} · round {round}. ",
    "replay.round": "Round {round}",
    "replay.jump": "Jump to",
    "replay.viewer": "Seen by",
    "replay.speed.label": "Speed",
    "replay.speed": "{seconds} s a move",
    "replay.first": "To the start",
    "replay.back": "One move back",
    "replay.forward": "One move on",
    "replay.last": "To the end",
    "replay.play": "Play",
    "replay.pause": "Pause",
    "replay.close": "Close the replay",
    "review.start": "Review {name}'s moves",
    "review.working": "The strong bot looks again at each of {name}'s moves…",
    "review.progress": "Review",
    "review.clean": "No costly move found for {name}: well played.",
    "review.heading": "{name}'s costliest moves",
    "review.where": "Round {round}, move {at}",
    "review.loss": "about −{points} points",
    "review.loss.chance": "about {chance}% less likely to win: −{points} points",
    "review.played": "Played: {move}",
    "review.better": "Better: {move}",
    "menu.records": "Your records",
    "records.back": "Back",
    "records.heading": "Your records",
    "records.none": "No finished game yet: finished games will be kept here, on this device.",
    "records.games": "{count} finished games kept on this device.",
    "records.games.one": "1 finished game kept on this device.",
    "records.by-level": "Solo games by The Machine's level",
    "records.level": "The Machine",
    "records.played": "Played",
    "records.won": "Won",
    "records.rate": "Win rate",
    "records.best": "Best score",
    "records.best-multi": "Best score with other players: {score}.",
    "records.streak": "Daily challenge: {count} days in a row (best {best}).",
    "records.streak.one": "Daily challenge: 1 day in a row (best {best}).",
    "records.chart": "Your score in the last games (solid) and The Machine's (dotted).",
    "records.chart.label": "Your scores in the last {count} games: {scores}.",
    "records.recent": "Last games",
    "records.multi": "With others",
    "records.against": " against {score}",
    "records.result.won": "won",
    "records.result.lost": "lost",
    "records.watch": "Watch",
    "records.file": "Keep them elsewhere",
    "records.export": "Export as a file",
    "records.import": "Import a records file",
    "records.imported": "Imported: {count} games are now kept.",
    "start.daily": "Daily challenge",
    "start.daily.body": "{date}: the same deal for everyone today, against The Machine. Only "
                        "your first attempt of the day counts.",
    "start.daily.friend": "A friend's deal, {date}, at {level}: play the same game.",
    "start.daily.go": "Play the day's deal",
    "daily.share": "Share my result",
    "daily.copied": "Result copied: paste it to a friend.",
    "daily.first": "Daily challenge of {date}: this attempt counts.",
    "daily.again": "Daily challenge of {date}: played before, so this one does not count.",
    "start.coach": "Coach: notes from the strong bot after a costly move",
    "start.coach.about": "After a move it judges to lose 2 points or more, the strong bot says "
                         "what it preferred and why; at the end, your three costliest "
                         "moments.",
    "coach.heading": "Coach:",
    "coach.note": "{played} cost about {loss} points; the strong bot preferred: {preferred}.",
    "coach.note.chance": "{played} cost about {loss} points and made winning about {chance}% "
                         "less likely; the strong bot preferred: {preferred}.",
    "coach.ok": "Got it",
    "coach.moments": "The coach: your costliest moments",
    "coach.working": "The coach is still looking at your last moves…",
    "coach.clean": "The coach found no costly move: well played.",
    # Learn to play (screens/tutorial.py; the script's steps are in tutorial_script.py).
    "menu.tutorial": "Learn to play",
    "start.learn.heading": "New to Fantastic Factories?",
    "start.learn.body": "Learn to play in a guided game against The Machine: each rule comes "
                        "up when you need it, one step at a time.",
    "start.learn.continue": "Continue the tutorial (step {at} of {total})",
    "tutorial.heading": "Tutorial",
    "tutorial.progress": "Step {at} of {total}",
    "tutorial.next": "Next",
    "tutorial.back": "Back",
    "tutorial.skip": "Skip this step",
    "tutorial.leave": "Leave the tutorial",
    "tutorial.play": "Play against The Machine (easy)",
    "tutorial.resume": "Back to your game",
    "tutorial.waiting": "Not yet: the tutorial takes one move at a time. {step}",
    "tutorial.undo": "In the tutorial, Back returns to the step before.",
    "tutorial.offer": "New to Fantastic Factories? A guided game teaches it in a few minutes.",
    "tutorial.no": "Not now",
    "tutorial.welcome": "Welcome! You build factories that turn dice into goods and prestige, "
                        "playing solo against The Machine, an opponent the rules play for "
                        "itself.",
    "tutorial.market": "Every round opens with the market: take one blueprint from it for free, "
                       "or hire a contractor. Blueprints are the cards you will build.",
    "tutorial.take": "Take {card}: it is cheap to build, and later it changes a die for you. "
                     "Press its Take button.",
    "tutorial.dice": "The work phase: your four dice were rolled for you. Each die goes on a "
                     "floor of your headquarters, or on a card you built.",
    "tutorial.research": "Research takes any die and draws a blueprint. Pick your {value}, then "
                         "the Research floor.",
    "tutorial.generate": "Generate takes a 1, 2 or 3 and pays that much energy. Put your "
                         "{value} on Generate.",
    "tutorial.mine": "Mine takes a 4, 5 or 6 and pays 1 metal. Put your {value} on Mine.",
    "tutorial.bonus": "A die matching one already on the same floor earns one more of what the "
                      "floor pays. Put your other {value} beside the first one.",
    "tutorial.cost": "You have {metal} metal and {energy} energy. Building a blueprint costs "
                     "what its card shows, and another card from your hand with the same tool.",
    "tutorial.build": "Build {card}: pay {cost_metal} metal and {cost_energy} energy, and "
                      "discard {discard}, which has the same tool ({tool}). Pick {card} in "
                      "your hand, then {discard}.",
    "tutorial.end": "Nothing left to do this round: end your work phase. The Machine then "
                    "takes its turn.",
    "tutorial.machine": "The Machine has played (its turn is shown above): its green "
                        "die took a blueprint for it, and each coloured die made a good when it "
                        "showed no more than The Machine's cards of that die's type.",
    "tutorial.machine-score": "At the end The Machine scores its goods, plus 1 per card and "
                              "per monument; you score your goods plus your buildings' prestige "
                              "(★). So far it has goods: {machine_goods}, cards: {machine_cards}.",
    "tutorial.contractors": "Round {round}. This time, hire a contractor: discard a blueprint "
                            "showing the tool on the token above it, and it helps you at once.",
    "tutorial.hire": "Hire {contractor} by discarding {card}, whose tool ({tool}) matches its "
                     "token. Pick the contractor, then {card}.",
    "tutorial.once": "Your dice are rolled. Each card you built works once a round; a training "
                     "card, like yours, changes a die instead of using it.",
    "tutorial.train": "Use {card} on your {value}: for 1 energy it becomes a {new}. Pick the "
                      "card, then the die.",
    "tutorial.build-goods": "Build {card} ({cost_metal} metal, {cost_energy} energy), "
                            "discarding {discard}: a production card, which makes goods.",
    "tutorial.goods": "Use {card} with your {value}: it makes a good. Each good is a point at "
                      "the end.",
    "tutorial.place": "Put your remaining dice to work: {move}.",
    "tutorial.end-over": "Nothing left to use: end your work phase.",
    "tutorial.limits": "A round may end with at most {limit} metal and energy together, and "
                       "10 cards; you have {total}. Discard the extra: {move}.",
    "tutorial.ahead": "You have seen every kind of move. Now the tutorial plays the middle of "
                      "the game for you, a round each time you press Next.",
    "tutorial.round": "Round {round}: press Next to watch it played (built last round: "
                      "{built}). Your goods: {goods}, your buildings: {buildings}; The "
                      "Machine's goods: {machine_goods}.",
    "tutorial.part": "Round {round}: press Next for its first moves (built last round: "
                     "{built}). Your buildings: {buildings}.",
    "tutorial.trigger": "Build {card}, your tenth building. Ten buildings, or 12 goods (yours "
                        "or The Machine's), trigger the end: this round finishes, then one "
                        "more is played.",
    "tutorial.last": "The end is triggered. Press Next: the tutorial plays the rest of this "
                     "round and the last one.",
    "tutorial.score": "Game over: you score your goods plus your buildings' prestige "
                      "({score}), The Machine its goods, cards and monuments "
                      "({machine_score}). The higher score wins.",
    "tutorial.handover": "That is the whole game! Now play a real one against The Machine on "
                         "easy; Rules explains every card whenever you need it.",
    # The settings screen (screens/settings.py) ---------------------------------------------
    "menu.settings": "Settings",
    "settings.heading": "Settings",
    "settings.back": "Back",
    "settings.about": "Kept on this device, for every game played on it.",
    "settings.theme": "Theme",
    "settings.theme.system": "As the system",
    "settings.theme.light": "Light",
    "settings.theme.dark": "Dark",
    "settings.motion": "Motion",
    "settings.motion.system": "As the system",
    "settings.motion.off": "Off",
    "settings.motion.fast": "Fast",
    "settings.motion.normal": "Normal",
    "settings.motion.slow": "Slow",
    "settings.motion.about": "How fast cards and dice travel on the table, and how long "
                             "bots pause between moves. As the system: Normal, or Off where "
                             "the system asks for less motion. Off: pieces change in place.",
    "settings.coach": "The coach in solo games",
    "settings.coach.off": "Off unless ticked",
    "settings.coach.on": "On unless unticked",
    "settings.coach.about": "Whether the coach's box on the start screen starts ticked.",
}
