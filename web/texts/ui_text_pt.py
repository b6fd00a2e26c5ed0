"""The page's own words in Portuguese (Brasil): the keys and placeholders of ui_text_en.py.

The game's words (cards, actions, log lines, engine errors) are ffcore's catalogues.
"""

from __future__ import annotations

PT: dict[str, str] = {
    "app.title": "Fábricas Fantásticas",
    "start.heading": "Nova partida",
    "start.solo": "Sozinho contra a Máquina",
    "start.multi": "De 2 a {max} jogadores",
    "start.level": "Dificuldade da Máquina",
    "start.level.easy": "Fácil",
    "start.level.medium": "Médio",
    "start.level.hard": "Difícil",
    "start.level.insane": "Insano",
    "start.players": "Jogadores",
    "start.player": "Jogador {n}",
    "start.name": "Nome do jogador {n}",
    "start.seat": "Quem joga no lugar {n}",
    "start.human": "Uma pessoa, aqui",
    "start.link": "Um amigo, por link",
    "start.link.about": "Um amigo por link joga no próprio aparelho: depois da sua "
                        "jogada, a página oferece enviar o link a ele, e a mão de mais "
                        "ninguém aparece aqui.",
    "start.bot.random": "Robô: aleatório",
    "start.bot.steady": "Robô: constante",
    "start.bot.strong": "Robô: forte",
    "start.count": "Número de jogadores",
    "start.go": "Começar a partida",
    "start.human-needed": "pelo menos um lugar precisa ser de uma pessoa aqui",
    "games.heading": "Suas partidas",
    "games.where": "Rodada {round} · {phase}",
    "games.kind.daily": "Desafio do dia {date} · {level}",
    "games.kind.solo": "Sozinho contra a Máquina · {level}",
    "games.kind.link": "Com amigos, por link",
    "games.kind.here": "Neste aparelho",
    "games.bot": "{name} ({level})",
    "games.by-link": "{name} (por link)",
    "games.turn.who": "Compartilhada com você: abra e diga quem você é.",
    "games.turn.link": "Vez de {name}: envie o link para {name}.",
    "games.turn.bot": "{name} (um bot) joga agora.",
    "games.turn.yours": "Sua vez.",
    "games.turn.here": "Vez de {name}.",
    "games.ago.now": "agora mesmo",
    "games.ago.minutes": "há {count} min",
    "games.ago.hours": "há {count} h",
    "games.ago.days": "há {count} dias",
    "games.ago.days.one": "ontem",
    "games.version.here": "Outra cópia desta partida está guardada: esta foi jogada aqui.",
    "games.version.link": "Outra cópia desta partida está guardada: esta veio de um link.",
    "games.more": "Mostrar as outras {count} partidas",
    "games.more.one": "Mostrar a outra partida",
    "games.remove": "Remover",
    "games.remove.label": "Remover {game}",
    "games.removed": "Partida removida: {names}.",
    "games.restored": "Partida de volta: {names}.",
    "games.no-room": "Não há espaço para trazer a partida de volta: remova outra partida antes, "
                     "depois toque em Desfazer.",
    "games.file": "Suas partidas, em um arquivo",
    "games.file.export": "Exportar todas as partidas",
    "games.file.import": "Importar um arquivo de partidas",
    "games.file.imported": "{count} partidas lidas: {added} adicionadas, {updated} atualizadas, "
                           "{same} já guardadas.",
    "games.file.size": "Este arquivo é grande demais para ser de partidas (mais de {size}).",
    "games.file.json": "Este arquivo não é de partidas: não é um JSON válido.",
    "games.file.shape": "Este arquivo não é de partidas de Fábricas Fantásticas.",
    "games.file.newer": "Estas partidas foram gravadas por uma versão mais nova do jogo. "
                        "Recarregue a página para atualizá-la, depois importe-as de novo.",
    "games.file.field": "Este arquivo de partidas está danificado (o campo {field}); nada foi "
                        "importado.",
    "games.file.game": "A partida {number} deste arquivo não pode ser aberta ({reason}); nada "
                       "foi importado.",
    "menu.restore-game": "Desfazer",
    "notice.link-behind": "Este link é da rodada {round}; sua partida está na rodada {kept}, então "
                          "ela abriu como está.",
    "notice.link-older": "Este link para {count} jogadas antes da partida guardada aqui, então "
                         "ela abriu como está.",
    "notice.link-older.one": "Este link para uma jogada antes da partida guardada aqui, então "
                             "ela abriu como está.",
    "notice.link-departs": "Este link leva a partida por outro caminho que a cópia guardada aqui: "
                           "as duas ficam guardadas, lado a lado em Suas partidas.",
    "notice.copied-final": "Link copiado: envie para {name}, com o placar final.",
    "notice.copied-for": "Link copiado: envie para {name}, que joga agora.",
    "pass.who.heading": "Quem é você nesta partida?",
    "pass.who.body": "Este link abre a rodada {round}, e é a vez de {name}. A mão de cada jogador "
                     "fica escondida dos outros: diga quem está com este aparelho, e isso fica "
                     "guardado para esta partida.",
    "pass.who.me": "Sou {name}",
    "pass.who.all": "Todos jogamos neste aparelho",
    "pass.who.none": "Não sou nenhum deles",
    "options.link": "Vez de {name}, no próprio aparelho: envie o link para {name}.",
    "send.final": "Enviar o placar final para {names}",
    "send.to": "Enviar para {name}",
    "start.open": "Abrir uma partida compartilhada",
    "start.code": "Link, código ou partida salva (JSON)",
    "start.open.go": "Abrir",
    "start.opening": "Abrindo…",
    "start.your-name": "Seu nome",
    "start.default-name": "Jogador",
    "menu.new": "Suas partidas",
    "menu.copy": "Copiar link",
    "menu.undo": "Desfazer",
    "menu.rules": "Regras",
    "menu.language": "Idioma",
    "menu.suggest": "Sugerir",
    "menu.share": "Compartilhar",
    "menu.open": "Menu da partida",
    "share.your-move": "Sua vez, {name}: {title}, rodada {round}",
    "share.round": "{title}, rodada {round}",
    "share.over": "{title}: a pontuação final",
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
    "options.keys": ("Teclas: as setas andam entre os dados, os andares ou as cartas de uma "
                     "fileira, Home e End vão à primeira e à última; O abre a carta em "
                     "foco, para lê-la; E encerra a fase de trabalho, U desfaz, C confirma "
                     "(a única jogada de uma seleção, a sugestão mostrada ou a pausa de um "
                     "robô), Esc volta atrás (fecha uma carta aberta, uma pergunta, uma "
                     "seleção). Os dados podem ser arrastados até um andar ou uma carta."),
    "confirm-end.text": "Encerrar sua fase de trabalho? Você ainda poderia usar:",
    "confirm-end.dice": "dados: {dice}",
    "confirm-end.cards": "cartas: {cards}",
    "confirm-end.yes": "Encerrar a fase de trabalho",
    "confirm-end.no": "Continuar jogando",
    "undo.nothing": "Nada a desfazer. Desfazer volta as suas jogadas, mas nunca antes do início "
                    "da sua vez, de uma rolagem de dados ou de uma carta comprada.",
    "hint.play": "Jogar a sugestão",
    "zoom.close": "Voltar ao tabuleiro",
    "tip.cards": ("Dica: para ler uma carta inteira, toque numa carta que você não pode "
                  "usar, ou toque e segure qualquer carta; com o teclado, aperte O em "
                  "qualquer carta (ou Enter numa que você não pode usar)."),
    "speech.score": "{name}: {total} pontos",
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
    "why.not": "Agora não: {reason}",
    "why.wait": "É a vez de {name}: espere a sua.",
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
    "notice.dismiss": "Fechar",
    "notice.save-failed": "O armazenamento deste aparelho está cheio, e a última jogada "
                          "não foi guardada. Remova uma partida de que não precisa mais "
                          "em Suas partidas, ou exporte suas partidas; um link copiado "
                          "guarda esta.",
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
    "review.loss.chance": "vitória cerca de {chance}% menos provável: −{points} pontos",
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
    "start.coach": "Treinador: dicas do robô forte depois de uma jogada cara",
    "start.coach.about": "Depois de uma jogada que ele julga perder 2 pontos ou mais, o robô "
                         "forte diz o que preferia e por quê; no fim, seus três momentos mais "
                         "caros.",
    "coach.heading": "Treinador:",
    "coach.note": "{played} custou cerca de {loss} pontos; o robô forte preferia: {preferred}.",
    "coach.note.chance": "{played} custou cerca de {loss} pontos e deixou a vitória cerca de "
                         "{chance}% menos provável; o robô forte preferia: {preferred}.",
    "coach.ok": "Entendi",
    "coach.moments": "O treinador: seus momentos mais caros",
    "coach.working": "O treinador ainda está olhando suas últimas jogadas…",
    "coach.clean": "O treinador não achou nenhuma jogada cara: bem jogado.",
    # Aprender a jogar (screens/tutorial.py; os passos do roteiro estão em tutorial.py).
    "menu.tutorial": "Aprender a jogar",
    "start.learn.heading": "Primeira vez em Fábricas Fantásticas?",
    "start.learn.body": "Aprenda numa partida guiada contra a Máquina: cada regra aparece "
                        "quando você precisa dela, um passo de cada vez.",
    "start.learn.continue": "Continuar o tutorial (passo {at} de {total})",
    "tutorial.heading": "Tutorial",
    "tutorial.progress": "Passo {at} de {total}",
    "tutorial.next": "Próximo",
    "tutorial.back": "Voltar",
    "tutorial.skip": "Pular este passo",
    "tutorial.leave": "Sair do tutorial",
    "tutorial.play": "Jogar contra a Máquina (fácil)",
    "tutorial.resume": "Voltar à sua partida",
    "tutorial.waiting": "Ainda não: o tutorial vai uma jogada de cada vez. {step}",
    "tutorial.undo": "No tutorial, Voltar leva ao passo anterior.",
    "tutorial.offer": "Primeira vez em Fábricas Fantásticas? Uma partida guiada ensina o jogo "
                      "em poucos minutos.",
    "tutorial.no": "Agora não",
    "tutorial.welcome": "Boas-vindas! Você constrói fábricas que transformam dados em produtos "
                        "e prestígio, jogando solo contra a Máquina, uma adversária que as "
                        "próprias regras jogam.",
    "tutorial.market": "Toda rodada começa pelo mercado: pegue dele um projeto de graça, ou "
                       "contrate um empreiteiro. Projetos são as cartas que você vai construir.",
    "tutorial.take": "Pegue {card}: é barato de construir e, mais tarde, muda um dado para "
                     "você. Toque no botão Pegar dele.",
    "tutorial.dice": "A fase de trabalho: seus quatro dados já foram rolados. Cada dado vai "
                     "para um andar da sua matriz ou para uma carta que você construiu.",
    "tutorial.research": "A Pesquisa aceita qualquer dado e compra um projeto. Escolha o seu "
                         "{value} e depois o andar de Pesquisa.",
    "tutorial.generate": "A Produção aceita um 1, 2 ou 3 e dá essa quantidade de energia. "
                         "Coloque o seu {value} na Produção.",
    "tutorial.mine": "A Mineração aceita um 4, 5 ou 6 e dá 1 de metal. Coloque o seu {value} "
                     "na Mineração.",
    "tutorial.bonus": "Um dado igual a outro que já está no mesmo andar rende mais um do que o "
                      "andar dá. Coloque o outro {value} ao lado do primeiro.",
    "tutorial.cost": "Você tem {metal} de metal e {energy} de energia. Construir um projeto "
                     "custa o que a carta mostra, e mais uma carta da mão com a mesma "
                     "ferramenta.",
    "tutorial.build": "Construa {card}: pague {cost_metal} de metal e {cost_energy} de "
                      "energia, e descarte {discard}, que tem a mesma ferramenta ({tool}). "
                      "Escolha {card} na mão e depois {discard}.",
    "tutorial.end": "Não há mais nada a fazer nesta rodada: encerre sua fase de trabalho. Em "
                    "seguida a Máquina joga.",
    "tutorial.machine": "A Máquina jogou (o turno dela aparece acima): o dado verde "
                        "pegou um projeto para ela, e cada dado colorido fez um produto quando "
                        "mostrou no máximo o número de cartas dela do tipo daquele dado.",
    "tutorial.machine-score": "No fim, a Máquina marca seus produtos, mais 1 por carta e por "
                              "monumento; você marca seus produtos mais o prestígio (★) das "
                              "suas construções. Até agora ela tem produtos: {machine_goods}; "
                              "cartas: {machine_cards}.",
    "tutorial.contractors": "Rodada {round}. Desta vez, contrate um empreiteiro: descarte um "
                            "projeto com a ferramenta da ficha acima dele, e ele ajuda você na "
                            "hora.",
    "tutorial.hire": "Contrate {contractor} descartando {card}, cuja ferramenta ({tool}) é a "
                     "da ficha dele. Escolha o empreiteiro e depois {card}.",
    "tutorial.once": "Seus dados foram rolados. Cada carta construída funciona uma vez por "
                     "rodada; uma carta de treinamento, como a sua, muda um dado em vez de "
                     "usá-lo.",
    "tutorial.train": "Use {card} no seu {value}: por 1 de energia ele vira um {new}. Escolha "
                      "a carta e depois o dado.",
    "tutorial.build-goods": "Construa {card} ({cost_metal} de metal, {cost_energy} de "
                            "energia), descartando {discard}: uma carta de produção, que faz "
                            "produtos.",
    "tutorial.goods": "Use {card} com o seu {value}: ela faz um produto. Cada produto vale um "
                      "ponto no fim.",
    "tutorial.place": "Ponha para trabalhar os dados que sobraram: {move}.",
    "tutorial.end-over": "Nada mais para usar: encerre sua fase de trabalho.",
    "tutorial.limits": "Uma rodada termina com no máximo {limit} de metal e energia somados, e "
                       "10 cartas; você tem {total}. Descarte o excesso: {move}.",
    "tutorial.ahead": "Você já viu todo tipo de jogada. Agora o tutorial joga o meio da "
                      "partida por você, uma rodada a cada Próximo.",
    "tutorial.round": "Rodada {round}: aperte Próximo para vê-la jogada (construído na rodada "
                      "passada: {built}). Seus produtos: {goods}; suas construções: "
                      "{buildings}; produtos da Máquina: {machine_goods}.",
    "tutorial.part": "Rodada {round}: aperte Próximo para as primeiras jogadas (construído na "
                     "rodada passada: {built}). Suas construções: {buildings}.",
    "tutorial.trigger": "Construa {card}, sua décima construção. Dez construções, ou 12 "
                        "produtos (seus ou da Máquina), acionam o fim: esta rodada termina, e "
                        "joga-se mais uma.",
    "tutorial.last": "O fim foi acionado. Aperte Próximo: o tutorial joga o resto desta rodada "
                     "e a última.",
    "tutorial.score": "Fim de jogo: você marca seus produtos mais o prestígio das suas "
                      "construções ({score}), a Máquina seus produtos, cartas e monumentos "
                      "({machine_score}). Vence a maior pontuação.",
    "tutorial.handover": "Esse é o jogo inteiro! Agora jogue uma partida de verdade contra a "
                         "Máquina no fácil; o botão Regras explica cada carta quando precisar.",
    # The settings screen (screens/settings.py) ---------------------------------------------
    "menu.settings": "Configurações",
    "settings.heading": "Configurações",
    "settings.back": "Voltar",
    "settings.about": "Guardadas neste aparelho, para todas as partidas jogadas nele.",
    "settings.theme": "Tema",
    "settings.theme.system": "Como o sistema",
    "settings.theme.light": "Claro",
    "settings.theme.dark": "Escuro",
    "settings.motion": "Movimento",
    "settings.motion.system": "Como o sistema",
    "settings.motion.off": "Desligado",
    "settings.motion.fast": "Rápido",
    "settings.motion.normal": "Normal",
    "settings.motion.slow": "Lento",
    "settings.motion.about": "A velocidade com que cartas e dados viajam pela mesa, e quanto "
                             "os robôs esperam entre jogadas. Como o sistema: Normal, ou "
                             "Desligado se o sistema pede menos movimento. Desligado: as peças "
                             "mudam no lugar.",
    "settings.coach": "O treinador nas partidas solo",
    "settings.coach.off": "Desligado, a menos que marcado",
    "settings.coach.on": "Ligado, a menos que desmarcado",
    "settings.coach.about": "Se a caixa do treinador na tela inicial começa marcada.",
}
