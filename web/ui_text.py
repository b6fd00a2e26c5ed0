"""Texts of the page around the game (buttons, headings, screens), per language.

Game texts (cards, actions, log lines, engine errors) come from
:mod:`ffcore.text`; this catalogue holds only the page's own words.
"""

from __future__ import annotations

from ffcore.catalogue import GAME, Catalogue

EN: dict[str, str] = {
    "app.title": "Fantastic Factories",
    "start.heading": "New game",
    "start.solo": "Solo against The Machine",
    "start.multi": "2 to {max} players on this device",
    "start.level": "The Machine's difficulty",
    "start.level.easy": "Easy",
    "start.level.medium": "Medium",
    "start.level.hard": "Hard",
    "start.level.insane": "Insane",
    "start.players": "Players",
    "start.player": "Player {n}",
    "start.name": "Name of player {n}",
    "start.seat": "Who plays seat {n}",
    "start.human": "Person",
    "start.bot.random": "Bot: random",
    "start.bot.steady": "Bot: steady",
    "start.bot.strong": "Bot: strong",
    "start.count": "Number of players",
    "start.go": "Start the game",
    "start.human-needed": "at least one seat must be a person",
    "start.resume": "Resume your saved game",
    "start.resume.info": "Round {round}, {names}",
    "start.open": "Open a shared game",
    "start.code": "Share link, code or saved game (JSON)",
    "start.open.go": "Open",
    "start.opening": "Opening…",
    "start.your-name": "Your name",
    "start.default-name": "Player",
    "menu.new": "New game",
    "menu.copy": "Copy link",
    "menu.undo": "Undo",
    "menu.rules": "Rules",
    "menu.language": "Language",
    "menu.suggest": "Suggest",
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
    "options.keys": ("Keys: E ends the work phase, U undoes, C confirms (the only move of a "
                     "selection, the suggestion shown, or a bot's pause), Escape shows all "
                     "actions. Dice can be dragged onto a floor or a card."),
    "confirm-end.text": "End your work phase? You could still use:",
    "confirm-end.dice": "dice: {dice}",
    "confirm-end.cards": "cards: {cards}",
    "confirm-end.yes": "End the work phase",
    "confirm-end.no": "Keep playing",
    "undo.nothing": "Nothing to undo. Undo takes back your own moves, but never past the start "
                    "of your turn, a die roll or a drawn card.",
    "hint.play": "Play the suggestion",
    "zoom.close": "Back to the board",
    "tip.cards": "Tip: tap a card you cannot use, or touch and hold any card, to read it in "
                 "full.",
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
    "notice.replace": "Open the shared game? It replaces your saved game on this device.",
    "notice.replace.yes": "Open the shared game",
    "notice.replace.no": "Keep my saved game",
    "notice.dismiss": "Dismiss",
    "notice.save-failed": "This browser would not save the game (its storage may be full). Copy "
                          "the link to keep it.",
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
}

LANGUAGE_NAMES = {"en": "English", "pt": "Português (Brasil)"}
#: The value of ``<html lang>`` for each language.
HTML_LANG = {"en": "en", "pt": "pt-BR"}

PT: dict[str, str] = {
    "app.title": "Fábricas Fantásticas",
    "start.heading": "Nova partida",
    "start.solo": "Sozinho contra a Máquina",
    "start.multi": "De 2 a {max} jogadores neste aparelho",
    "start.level": "Dificuldade da Máquina",
    "start.level.easy": "Fácil",
    "start.level.medium": "Médio",
    "start.level.hard": "Difícil",
    "start.level.insane": "Insano",
    "start.players": "Jogadores",
    "start.player": "Jogador {n}",
    "start.name": "Nome do jogador {n}",
    "start.seat": "Quem joga no lugar {n}",
    "start.human": "Pessoa",
    "start.bot.random": "Robô: aleatório",
    "start.bot.steady": "Robô: constante",
    "start.bot.strong": "Robô: forte",
    "start.count": "Número de jogadores",
    "start.go": "Começar a partida",
    "start.human-needed": "pelo menos um lugar precisa ser de uma pessoa",
    "start.resume": "Continuar a partida salva",
    "start.resume.info": "Rodada {round}, {names}",
    "start.open": "Abrir uma partida compartilhada",
    "start.code": "Link, código ou partida salva (JSON)",
    "start.open.go": "Abrir",
    "start.opening": "Abrindo…",
    "start.your-name": "Seu nome",
    "start.default-name": "Jogador",
    "menu.new": "Nova partida",
    "menu.copy": "Copiar link",
    "menu.undo": "Desfazer",
    "menu.rules": "Regras",
    "menu.language": "Idioma",
    "menu.suggest": "Sugerir",
    "status.round": "Rodada {round}",
    "status.market": "Fase de mercado",
    "status.work": "Fase de trabalho",
    "status.over": "Fim de jogo",
    "status.turn": "Vez de {name}",
    "status.your-turn": "Sua vez, {name}",
    "status.end": "O fim foi acionado: a rodada {round} é a última.",
    "status.thinking": "{name} está pensando…",
    "status.skip": "Pular a pausa",
    "market.heading": "Mercado",
    "market.blueprints": "Projetos",
    "market.contractors": "Empreiteiros",
    "market.take": "Pegar",
    "market.hire": "Contratar…",
    "market.empty": "Espaço vazio",
    "market.deck": "Baralho: {deck} · pilha de descarte: {discard}",
    "market.tool": "Ficha de ferramenta: {tool}",
    "market.extra": "+{energy} de energia",
    "market.refresh": "Renovar uma fileira",
    "me.heading": "Fábrica de {name}",
    "me.metal": "Metal",
    "me.energy": "Energia",
    "me.goods": "Produtos",
    "me.prestige": "Prestígio",
    "me.hand": "Mão ({count})",
    "me.compound": "Complexo ({count})",
    "me.dice": "Dados",
    "me.no-dice": "Nenhum dado para colocar.",
    "me.hq": "Matriz",
    "me.empty-hand": "Nenhuma carta na mão.",
    "me.empty-compound": "Nada construído ainda.",
    "die.label": "Dado mostrando {value}",
    "die.extra": "dado extra mostrando {value}",
    "die.unset": "dado ainda sem valor",
    "die.on": "{value} em {place}",
    "floor.research": "Pesquisa: qualquer dado, compre um projeto",
    "floor.generate": "Produção: 1 a 3, ganhe essa energia",
    "floor.mine": "Mineração: 4 a 6, ganhe 1 de metal",
    "floor.slot.empty": "espaço vazio",
    "card.used": "usada nesta rodada",
    "card.cost": "Custo: {metal} de metal, {energy} de energia",
    "card.prestige": "{prestige} de prestígio",
    "card.type": "carta de {type}",
    "card.tool": "ferramenta {tool}",
    "options.heading": "O que você pode fazer",
    "options.none": "Escolha um dado e depois onde ele vai; ou uma carta para ver o que ela "
                    "pode fazer.",
    "options.picked": "Agora escolha uma peça destacada, ou uma jogada abaixo.",
    "options.waiting": "Esperando {name}.",
    "options.back": "Voltar a todas as ações",
    "options.keys": ("Teclas: E encerra a fase de trabalho, U desfaz, C confirma (a única "
                     "jogada de uma seleção, a sugestão mostrada ou a pausa de um robô), Esc "
                     "mostra todas as ações. Os dados podem ser arrastados até um andar ou uma "
                     "carta."),
    "confirm-end.text": "Encerrar sua fase de trabalho? Você ainda poderia usar:",
    "confirm-end.dice": "dados: {dice}",
    "confirm-end.cards": "cartas: {cards}",
    "confirm-end.yes": "Encerrar a fase de trabalho",
    "confirm-end.no": "Continuar jogando",
    "undo.nothing": "Nada a desfazer. Desfazer volta as suas jogadas, mas nunca antes do início "
                    "da sua vez, de uma rolagem de dados ou de uma carta comprada.",
    "hint.play": "Jogar a sugestão",
    "zoom.close": "Voltar ao tabuleiro",
    "tip.cards": "Dica: toque numa carta que você não pode usar, ou toque e segure qualquer "
                 "carta, para lê-la inteira.",
    "tip.ok": "Entendi",
    "market.renew": "Renovar uma fileira (custa 1 metal ou 1 energia)",
    "options.turn": "Vez",
    "options.market": "Pegue um projeto do mercado ou escolha um empreiteiro para contratar.",
    "options.discard": "Descarte até ficar com {resources} recursos e {cards} cartas na mão.",
    "options.foreman": "Contramestre: escolha até 4 dados, depois role os outros.",
    "options.specialist": "O dado do seu Especialista está esperando um valor.",
    "others.heading": "Outros jogadores",
    "others.summary": "Produtos {goods} · prestígio {prestige} · metal {metal} · energia "
                      "{energy} · mão {hand}",
    "machine.heading": "A Máquina ({level})",
    "machine.goods": "Produtos {goods}",
    "machine.dice": "Última rolagem",
    "machine.market": "Mercado",
    "machine.colour.green": "verde",
    "machine.colour.red": "vermelho",
    "machine.colour.blue": "azul",
    "machine.colour.purple": "roxo",
    "machine.colour.yellow": "amarelo",
    "log.heading": "Registro da partida (mais recente primeiro)",
    "latest.heading": "Agora há pouco",
    "machine.turn": "A vez da Máquina",
    "machine.seen": "Continuar",
    "pass.since": "Desde a sua última vez",
    "pass.heading": "Passe o aparelho para {name}",
    "pass.body": "A mão do jogador anterior está escondida. Quando {name} estiver com o "
                 "aparelho, continue.",
    "pass.body.first": "A mão de cada jogador fica escondida dos outros. Quando {name} estiver "
                       "com o aparelho, continue.",
    "pass.go": "Sou {name}: mostrar minha fábrica",
    "over.heading": "Pontuação final",
    "over.goods": "Produtos",
    "over.prestige": "Prestígio",
    "over.total": "Total",
    "over.metal": "Metal",
    "over.energy": "Energia",
    "over.hand": "Mão",
    "over.winner": "Vitória de {names}",
    "over.winners": "Vitória compartilhada: {names}",
    "over.machine-wins": "A Máquina vence.",
    "over.tie.metal": "Os pontos empataram: decidiu quem tinha mais metal.",
    "over.tie.energy": "Pontos e metal empataram: decidiu quem tinha mais energia.",
    "over.tie.hand": "Pontos, metal e energia empataram: decidiu quem tinha mais cartas na mão.",
    "over.tie.shared": "Todos os desempates deram igual: a vitória é compartilhada.",
    "over.tie.machine": "Você empatou com a Máquina, que vence os empates.",
    "over.machine": "A Máquina",
    "over.new": "Jogar de novo",
    "error.heading": "Algo deu errado",
    "error.bad-link": "Este link não contém uma partida que possamos abrir: {reason}",
    "error.bad-json": "Não foi possível abrir esta partida salva: {reason}",
    "error.bad-save": "Não foi possível ler sua partida salva, então ela foi deixada de lado: "
                      "{reason}",
    "error.illegal": "Essa jogada não é possível: {reason}",
    "error.setup": "Não foi possível começar a partida: {reason}",
    "error.internal": "Aconteceu algo inesperado; sua partida está a salvo. ({reason})",
    "reason.unknown-seat": "um lugar tem um tipo de jogador desconhecido.",
    "reason.json": "não é um JSON válido.",
    "reason.save-version": "ela foi feita por outra versão do jogo.",
    "reason.save-seats": "os lugares não correspondem aos jogadores.",
    "reason.save-newer": "ela foi feita por uma versão mais nova do jogo. Recarregue a página "
                         "para atualizá-la.",
    "reason.save-fields": "faltam campos nela, ou eles são do tipo errado.",
    "reason.no-game": "o link não contém nenhuma partida.",
    "reason.link-seats": "os lugares do link não correspondem aos jogadores.",
    "reason.link-human": "a partida do link não tem nenhum jogador humano.",
    "notice.copied": "Link copiado. Envie-o para continuar esta partida em outro aparelho.",
    "notice.copy-manual": "Copie este link para compartilhar a partida:",
    "notice.replace": "Abrir a partida compartilhada? Ela substitui a partida salva neste "
                      "aparelho.",
    "notice.replace.yes": "Abrir a partida compartilhada",
    "notice.replace.no": "Manter minha partida salva",
    "notice.dismiss": "Fechar",
    "notice.save-failed": "Este navegador não salvou a partida (o armazenamento pode estar "
                          "cheio). Copie o link para guardá-la.",
    "notice.storage-blocked": "Este navegador não deixa a página guardar dados: a partida se "
                              "perde quando a página fecha. Copie o link para guardá-la.",
    "conflict.text": "Esta partida continuou em outra aba ou janela.",
    "conflict.load": "Carregar a partida mais nova",
    "conflict.keep": "Ficar com esta (ela substitui a outra)",
    "hint.label": "Sugestão: {action}",
    "hint.thinking": "Pensando numa sugestão…",
    "loading.game": "Carregando o jogo…",
    # The rules reference screen ----------------------------------------------------------
    "ref.heading": "Como jogar",
    "ref.back": "Voltar",
    "ref.contents": "Conteúdo",
    "ref.goal.heading": "O objetivo",
    "ref.goal.body": "Cada jogador cuida de um complexo de fábricas. Você junta projetos, "
                     "constrói esses projetos com metal e energia e põe seus dados para "
                     "trabalhar neles, fabricando produtos. No fim, cada produto e cada ponto "
                     "de prestígio das cartas que você construiu vale um ponto.",
    "ref.goal.start": "Todos começam com {dice} dados, {metal} de metal, {energy} de energia "
                      "e {hand} projetos na mão.",
    "ref.round.heading": "Como é uma rodada",
    "ref.round.body": "Cada rodada tem uma fase de mercado e, depois, uma fase de trabalho.",
    "ref.market.heading": "Fase de mercado",
    "ref.market.order": "Cada jogador tem um turno, começando pelo primeiro jogador. O mercado "
                        "mostra quatro projetos e quatro empreiteiros; acima de cada "
                        "empreiteiro fica uma ficha de ferramenta que não sai do lugar durante "
                        "a partida.",
    "ref.market.refresh": "Antes de escolher, você pode, uma vez, pagar 1 de metal ou 1 de "
                          "energia para tirar do mercado os quatro projetos ou os quatro "
                          "empreiteiros e revelar quatro novos.",
    "ref.market.choose": "Depois, pegue de graça um projeto do mercado para a sua mão ou "
                         "contrate um empreiteiro: descarte da mão um projeto com a ferramenta "
                         "mostrada acima daquele empreiteiro e pague a energia extra, se "
                         "houver. O empreiteiro faz o serviço na hora e é descartado. O espaço "
                         "vazio é reposto com uma carta do baralho correspondente.",
    "ref.market.pass": "Se não puder fazer nem uma coisa nem outra, você passa a vez.",
    "ref.market.opponent": "Quando um empreiteiro também dá algo a um oponente, quem contrata "
                           "escolhe quem recebe. Contra a Máquina, essa parte é ignorada.",
    "ref.work.heading": "Fase de trabalho",
    "ref.work.roll": "Role seus dados: eles são seus trabalhadores. Depois, na ordem que "
                     "quiser, coloque dados na sua matriz, construa projetos da sua mão e ative "
                     "as cartas do seu complexo.",
    "ref.work.once": "Cada dado trabalha uma vez por rodada. Cada carta pode ser ativada uma "
                     "vez por rodada, inclusive na rodada em que foi construída. As cartas de "
                     "Treinamento mudam dados que ainda não foram colocados.",
    "ref.work.extra": "Dados extras, vindos de cartas ou de empreiteiros, trabalham como os "
                      "seus e vão embora no fim da rodada.",
    "ref.work.device": "Neste aparelho, os jogadores fazem suas fases de trabalho um depois do "
                       "outro, na ordem da rodada; a mão de cada um fica escondida até que ele "
                       "esteja com o aparelho.",
    "ref.limits.heading": "Fim de uma rodada",
    "ref.limits.body": "Ao encerrar sua fase de trabalho, você fica com no máximo {resources} "
                       "recursos (metal e energia somados) e {cards} cartas na mão; você "
                       "escolhe o que sai. Então o jogador seguinte passa a ser o primeiro "
                       "jogador e começa uma nova rodada.",
    "ref.hq.heading": "Matriz",
    "ref.hq.body": "Sua matriz tem três andares; cada um recebe até {slots} dados por rodada.",
    "ref.hq.research": "Pesquisa: um dado de qualquer valor compra 1 projeto do baralho.",
    "ref.hq.generate": "Produção: um 1, 2 ou 3 dá tanta energia quanto o valor do dado.",
    "ref.hq.mine": "Mineração: um 4, 5 ou 6 dá 1 de metal.",
    "ref.hq.bonus": "Bônus de igualdade: quando você coloca um dado num andar que já tem um "
                    "dado de mesmo valor, ganha mais 1 do que aquele andar dá (1 projeto, "
                    "1 de energia ou 1 de metal). Um par rende 1 a mais; três iguais, 2 a mais.",
    "ref.hq.example": "Por exemplo: três 2 na Produção dão 8 de energia, dois 5 na Mineração "
                      "dão 3 de metal, e 5, 5 e 2 na Pesquisa compram 4 projetos.",
    "ref.build.heading": "Construção",
    "ref.build.cost": "Para construir um projeto da sua mão, descarte outro projeto com a "
                      "mesma ferramenta e pague o custo da carta em metal e energia. Construa "
                      "quantos puder pagar.",
    "ref.build.unique": "Seu complexo nunca tem duas cartas com o mesmo nome, exceto {obelisk} "
                        "e {beacon}.",
    "ref.build.use": "Uma carta pode ser ativada na mesma rodada em que foi construída.",
    "ref.end.heading": "Fim do jogo e pontuação",
    "ref.end.trigger": "Quando um jogador tem {goods} ou mais produtos, ou {cards} ou mais "
                       "cartas no complexo, o fim se aproxima: a rodada atual termina e ainda "
                       "se joga mais uma rodada completa.",
    "ref.end.score": "Sua pontuação é a soma dos seus produtos com o prestígio das cartas do "
                     "seu complexo.",
    "ref.end.ties": "Em caso de empate, vence quem tiver mais metal; persistindo, mais "
                    "energia; depois, mais projetos na mão. Se ainda assim der igual, a "
                    "vitória é compartilhada.",
    "ref.type.production": "Cartas de Produção fabricam produtos.",
    "ref.type.utility": "Cartas de Serviços geram metal, energia ou cartas.",
    "ref.type.training": "Cartas de Treinamento mudam dados que ainda não foram colocados.",
    "ref.type.special": "Cartas Especiais têm, cada uma, um efeito próprio.",
    "ref.type.monument": "Monumentos não podem ser ativados; valem prestígio.",
    "ref.cards.heading": "Todos os projetos",
    "ref.cards.body": "{count} cartas de projeto, com {kinds} nomes diferentes. Cada uma "
                      "mostra ferramenta, tipo, custo de construção e prestígio.",
    "ref.card.range": "de {low} a {high}",
    "ref.card.type": "Tipo",
    "ref.card.tool": "Ferramenta",
    "ref.card.cost": "Custo",
    "ref.card.prestige": "Prestígio",
    "ref.card.copies-label": "Cópias",
    "ref.card.cost-value": "{metal} de metal, {energy} de energia",
    "ref.contractors.heading": "Todos os empreiteiros",
    "ref.contractors.body": "{count} cartas de empreiteiro, com {kinds} nomes diferentes. Para "
                            "contratar, descarte um projeto com a ferramenta da ficha acima do "
                            "espaço do empreiteiro.",
    "ref.contractor.extra": "Custo adicional",
    "ref.contractor.extra-value": "{energy} de energia",
    "ref.contractor.none": "nenhum",
    "ref.machine.heading": "A Máquina (modo solo)",
    "ref.machine.setup": "Jogando sozinho, você enfrenta a Máquina com {dice} dados. Ela começa "
                         "com projetos virados para cima no complexo, nunca monumentos; "
                         "quantos depende da dificuldade: {easy} {easy_n}, {medium} "
                         "{medium_n}, {hard} {hard_n}, {insane} {insane_n}.",
    "ref.machine.turn": "Depois da sua fase de mercado e da sua fase de trabalho, é a vez da "
                        "Máquina. Ela rola cinco dados: verde, vermelho, azul, roxo e amarelo.",
    "ref.machine.green": "Verde de 1 a 4: ela pega para o complexo o projeto daquele espaço do "
                         "mercado (o 1 é o da esquerda). Verde 5: o projeto do topo do baralho "
                         "vai para o complexo dela e os quatro projetos do mercado são "
                         "descartados. Verde 6: o mesmo, mas são descartados os quatro "
                         "empreiteiros. Depois o mercado é reposto.",
    "ref.machine.goods": "Vermelho, azul, roxo e amarelo: cada um fabrica 1 produto quando "
                         "mostra no máximo o número de cartas de Treinamento (vermelho), "
                         "Produção (azul), Especial (roxo) ou Serviços (amarelo) no complexo "
                         "dela.",
    "ref.machine.end": "A Máquina só aciona o fim do jogo com {goods} ou mais produtos.",
    "ref.machine.score": "Ela marca 1 ponto por produto, 1 por carta no complexo e mais 1 por "
                         "monumento. Você só vence com mais pontos do que ela.",
    # The final screen: each side's score sheet and the chart of scores by round ----------
    "final.winner": "Vitória",
    "final.place.1": "1º",
    "final.place.2": "2º",
    "final.place.3": "3º",
    "final.place.4": "4º",
    "final.place.5": "5º",
    "final.point": "ponto",
    "final.points": "pontos",
    "final.sheet": "{name}: pontos por origem",
    "final.machine-cards": "Cartas: 1 ponto cada, 2 por monumento",
    "final.no-prestige": "Sem prestígio: {cards}",
    "final.none-built": "Nenhuma carta construída",
    "final.tie-breaks": "Desempates",
    "final.chart.heading": "Pontuação por rodada",
    "final.chart.summary": "Gráfico de linhas da pontuação de cada lado depois de cada uma das "
                           "{rounds} rodadas. Pontuação final: {scores}.",
    "final.chart.points": "Pontos",
    "final.chart.rounds": "Rodada",
    "final.chart.side": "Nome",
    "final.chart.start": "Início",
    "final.chart.table": "Pontuação no início e ao fim de cada rodada",
    "records.error.size": "Este arquivo é grande demais para ser de histórico (mais de "
                          "{size}).",
    "records.error.json": "Este arquivo não é de histórico: não é um JSON válido.",
    "records.error.shape": "Este arquivo não é um histórico de Fábricas Fantásticas.",
    "records.error.newer": "Este histórico foi gravado por uma versão mais nova do jogo. "
                           "Recarregue a página para atualizá-la e importe de novo.",
    "records.error.version": "Este histórico foi gravado num formato que esta versão não lê.",
    "records.error.too-many": "Este arquivo tem mais de {max} partidas.",
    "records.error.field": "Este arquivo de histórico está danificado (o campo {field}).",
    "records.error.game": "A partida {number} deste arquivo de histórico está danificada (o "
                          "campo {field}). Nada foi importado.",
    # Replays, the review, the daily challenge and the records -----------------------------
    "replay.heading": "Rever a partida",
    "replay.watch": "Rever a partida",
    "replay.start": "O início da partida",
    "replay.position": "Jogada {at} de {last} · rodada {round}. ",
    "replay.round": "Rodada {round}",
    "replay.jump": "Ir para",
    "replay.viewer": "Visto por",
    "replay.speed.label": "Velocidade",
    "replay.speed": "{seconds} s por jogada",
    "replay.first": "Para o início",
    "replay.back": "Uma jogada para trás",
    "replay.forward": "Uma jogada para a frente",
    "replay.last": "Para o fim",
    "replay.play": "Reproduzir",
    "replay.pause": "Pausar",
    "replay.close": "Fechar a revisão da partida",
    "review.start": "Analisar as jogadas de {name}",
    "review.working": "O robô forte revê cada jogada de {name}…",
    "review.progress": "Análise",
    "review.clean": "Nenhuma jogada cara encontrada para {name}: bem jogado.",
    "review.heading": "As jogadas mais caras de {name}",
    "review.where": "Rodada {round}, jogada {at}",
    "review.loss": "cerca de −{points} pontos",
    "review.played": "Jogou: {move}",
    "review.better": "Melhor: {move}",
    "menu.records": "Seu histórico",
    "records.back": "Voltar",
    "records.heading": "Seu histórico",
    "records.none": "Nenhuma partida terminada ainda: as partidas terminadas ficam guardadas "
                    "aqui, neste aparelho.",
    "records.games": "{count} partidas terminadas guardadas neste aparelho.",
    "records.games.one": "1 partida terminada guardada neste aparelho.",
    "records.by-level": "Partidas solo por nível da Máquina",
    "records.level": "A Máquina",
    "records.played": "Jogadas",
    "records.won": "Vitórias",
    "records.rate": "Taxa de vitória",
    "records.best": "Melhor pontuação",
    "records.best-multi": "Melhor pontuação com outros jogadores: {score}.",
    "records.streak": "Desafio diário: {count} dias seguidos (recorde {best}).",
    "records.streak.one": "Desafio diário: 1 dia seguido (recorde {best}).",
    "records.chart": "Sua pontuação nas últimas partidas (linha cheia) e a da Máquina "
                     "(pontilhada).",
    "records.chart.label": "Suas pontuações nas últimas {count} partidas: {scores}.",
    "records.recent": "Últimas partidas",
    "records.multi": "Com outros",
    "records.against": " contra {score}",
    "records.result.won": "vitória",
    "records.result.lost": "derrota",
    "records.watch": "Ver",
    "records.file": "Guardar em outro lugar",
    "records.export": "Exportar como arquivo",
    "records.import": "Importar um arquivo de histórico",
    "records.imported": "Importado: agora há {count} partidas guardadas.",
    "start.daily": "Desafio diário",
    "start.daily.body": "{date}: a mesma distribuição para todos hoje, contra a Máquina. Só a "
                        "sua primeira tentativa do dia conta.",
    "start.daily.friend": "A partida de um amigo, {date}, no nível {level}: jogue o mesmo jogo.",
    "start.daily.go": "Jogar a partida do dia",
    "daily.share": "Compartilhar meu resultado",
    "daily.copied": "Resultado copiado: cole para um amigo.",
    "daily.first": "Desafio diário de {date}: esta tentativa conta.",
    "daily.again": "Desafio diário de {date}: já jogado antes, então esta não conta.",
}

CATALOGUES = {"en": EN, "pt": PT}
#: The page's texts, in front of the game's.
PAGE = Catalogue(CATALOGUES, fallback=GAME)


def t(key: str, lang: str = "en", **params: object) -> str:
    """Return a page text in a language, falling back to English, then to the game texts."""
    return PAGE.message(key, lang, **params)
