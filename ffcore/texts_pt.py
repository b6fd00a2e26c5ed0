"""Portuguese (Brazil) texts, in the project's own words. Keys are those of
:mod:`ffcore.texts_en`; a missing key falls back to English.

Terms follow the Brazilian edition, "Fábricas Fantásticas": projeto, empreiteiro,
complexo, matriz, Pesquisa, Produção, Mineração, fase de mercado, fase de
trabalho, metal, energia, produtos, prestígio, dados, A Máquina.
"""

MESSAGES: dict[str, str] = {
    # Card rules ------------------------------------------------------------------------
    "rules.aluminum-factory": "Coloque dois dados iguais e pague 5 de energia: ganhe 2 produtos "
                              "e 1 de metal.",
    "rules.assembly-line": "Coloque três dados de valores seguidos, como 2, 3 e 4: ganhe "
                           "2 produtos.",
    "rules.battery-factory": "Pague 4 de energia: ganhe 1 produto.",
    "rules.beacon": "Monumento. Seu primeiro Farol vale 2 de prestígio, e cada Farol seguinte "
                    "vale 1 a mais que o anterior (os quatro juntos: 14). Você pode construir "
                    "vários.",
    "rules.biolab": "Coloque um 1 e pague 1 de energia: ganhe 1 produto.",
    "rules.black-market": "Coloque um dado qualquer e descarte um projeto: ganhe o custo de "
                          "construção impresso nele, em metal e energia, até 4 no total (você "
                          "escolhe quais 4).",
    "rules.concrete-plant": "Coloque dois dados iguais e pague em metal o valor de um deles: "
                            "ganhe 2 produtos.",
    "rules.dojo": "Pague 1 de energia: vire um dado não colocado para a face oposta (1 e 6, "
                  "2 e 5, 3 e 4).",
    "rules.fitness-center": "Pague 1 de energia: diminua em 1 um dado não colocado (não vale "
                            "para um 1).",
    "rules.foundry": "Coloque um dado e pague esse valor em energia: ganhe o mesmo valor em "
                     "metal.",
    "rules.fulfillment-center": "Coloque um 3 e pague 2 de energia: ganhe 1 produto e "
                                "1 de metal.",
    "rules.golem": "Pague de 1 a 6 de energia: ganhe, nesta rodada, um dado extra que mostra "
                   "esse valor.",
    "rules.gymnasium": "Pague 1 de energia: aumente em 1 um dado não colocado (não vale para "
                       "um 6).",
    "rules.harvester": "Coloque dois dados iguais: ganhe 4 de metal ou 7 de energia.",
    "rules.incinerator": "Descarte um projeto e pague 1 de metal: ganhe 6 de energia.",
    "rules.laboratory": "Na primeira vez em cada rodada que você ganhar produtos, compre um "
                        "projeto.",
    "rules.manufactory": "Coloque dois dados iguais: ganhe 1 produto e, à sua escolha, 2 de "
                         "metal, 3 de energia ou 2 projetos comprados.",
    "rules.mega-factory": "Coloque três dados iguais: ganhe 2 produtos e, nesta rodada, um "
                          "dado extra do valor que quiser.",
    "rules.megalith": "Monumento que vale 3 de prestígio. Custa 1 de metal a menos para cada "
                      "monumento que já estiver no seu complexo. Só um por complexo.",
    "rules.motherlode": "Coloque um dado: ganhe 1 de metal com 1, 2 ou 3, ou 2 de metal com 4, "
                        "5 ou 6.",
    "rules.nuclear-plant": "Coloque um 6: ganhe 1 produto e 1 de energia.",
    "rules.obelisk": "Monumento que vale 2 de prestígio. Você pode construir vários.",
    "rules.power-plant": "Coloque um dado: ganhe energia igual ao valor dele.",
    "rules.recycling-plant": "Descarte dois projetos e pague 2 de energia: ganhe 1 produto e "
                             "compre um projeto.",
    "rules.refinery": "Descarte um projeto e pague 3 de energia: ganhe 3 de metal.",
    "rules.replicator": "Pague 1 de energia: use um projeto do mercado como se fosse seu, "
                        "pagando os custos dele; os dados ficam no Replicador. Não vale para "
                        "monumentos, cartas passivas nem outro Replicador.",
    "rules.robot": "Pague 1 de metal: role um dado extra nesta rodada.",
    "rules.scrap-yard": "Uma vez por rodada, depois que você construir outra carta, ganhe "
                        "1 de metal.",
    "rules.solar-array": "Uma vez por rodada, depois que você construir outra carta, ganhe "
                         "2 de energia.",
    "rules.temp-agency": "Pague 1 de energia: role de novo quantos dados não colocados quiser.",
    "rules.trash-compactor": "Coloque dois dados iguais e descarte dois projetos: ganhe "
                             "2 produtos.",
    "rules.warehouse": "Coloque três dados que somem 14 ou mais: ganhe 2 produtos e "
                       "2 de energia.",
    "rules.architect": "Compre 3 projetos; um oponente escolhido por você compra 1.",
    "rules.electrician": "Ganhe 5 de energia; um oponente escolhido por você ganha 2.",
    "rules.engineer": "Custa também 4 de energia. Revele projetos até aparecer um que você "
                      "possa ter e construa-o de graça.",
    "rules.foreman": "Custa também 2 de energia. Na fase de trabalho desta rodada, escolha o "
                     "valor de até 4 dos seus dados antes de rolar os outros.",
    "rules.hired-hands": "Custa também 3 de energia. Role 2 dados extras na fase de trabalho "
                         "desta rodada.",
    "rules.investor": "Revele o projeto do topo e ganhe o custo de construção impresso nele, "
                      "em metal e energia; depois ele é descartado.",
    "rules.miner": "Ganhe 3 de metal; um oponente escolhido por você ganha 1.",
    "rules.specialist": "Na fase de trabalho desta rodada, ganhe um dado extra cujo valor você "
                        "escolhe quando quiser.",
    # Words -----------------------------------------------------------------------------
    "word.metal": "metal",
    "word.energy": "energia",
    "word.goods": "produtos",
    "word.prestige": "prestígio",
    "word.research": "Pesquisa",
    "word.generate": "Produção",
    "word.mine": "Mineração",
    "word.blueprints": "projetos",
    "word.contractors": "empreiteiros",
    "word.machine": "A Máquina",
    "word.nothing": "nada",
    "word.gear": "engrenagem",
    "word.hammer": "martelo",
    "word.shovel": "pá",
    "word.wrench": "chave inglesa",
    "word.production": "Produção",
    "word.utility": "Serviços",
    "word.training": "Treinamento",
    "word.special": "Especial",
    "word.monument": "Monumento",
    "word.easy": "Fácil",
    "word.medium": "Médio",
    "word.hard": "Difícil",
    "word.insane": "Insano",
    "colour.green": "verde",
    "colour.red": "vermelho",
    "colour.blue": "azul",
    "colour.purple": "roxo",
    "colour.yellow": "amarelo",
    # Actions ---------------------------------------------------------------------------
    "action.refresh.blueprints": "Pagar 1 de {pay} para renovar os quatro projetos do mercado",
    "action.refresh.contractors": "Pagar 1 de {pay} para renovar os quatro empreiteiros",
    "action.take": "Pegar {card} (espaço {slot})",
    "action.hire": "Contratar {contractor}, descartando {card}",
    "action.hire.target": "; {name} também ganha",
    "action.pass": "Passar a vez (você não pode pegar nem contratar)",
    "action.set": "Contramestre: pôr um dado em {value}",
    "action.roll": "Rolar os dados restantes",
    "action.specialist": "Dar o valor {value} ao dado do Especialista",
    "action.place.research": "Colocar um {value} na Pesquisa (comprar um projeto)",
    "action.place.generate": "Colocar um {value} na Produção (ganhar {value} de energia)",
    "action.place.mine": "Colocar um {value} na Mineração (ganhar 1 de metal)",
    "action.build.twin": "Construir {card}, descartando a outra cópia de {card}",
    "action.build": "Construir {card}, descartando {discard}",
    "action.activate": "Ativar {card}: {details}",
    "action.activate.plain": "Ativar {card}",
    "action.end": "Encerrar sua fase de trabalho",
    "action.discard.card": "Descartar {card}",
    "action.discard.resources": "Descartar {metal} de metal e {energy} de energia",
    "detail.dice": "dados {dice}",
    "detail.target": "sobre {dice}",
    "detail.discard": "descartar {cards}",
    "detail.choice.metal": "ficar com o metal",
    "detail.choice.energy": "ficar com a energia",
    "detail.choice.draw": "comprar projetos",
    "detail.die": "dado {value}",
    "detail.gain": "ganhar {metal} de metal e {energy} de energia",
    "detail.copy": "copiar {card} ({details})",
    # Log -------------------------------------------------------------------------------
    "event.round": "Começa a rodada {round}; {name} joga primeiro.",
    "event.machine-setup": "A Máquina ({level}) começa com {cards}.",
    "event.reshuffle": "A pilha de descarte de {deck} é embaralhada e vira um novo baralho.",
    "event.draw": "{name} compra {cards}.",
    "event.draw.hidden": "{name} compra {count} projetos.",
    "event.draw.hidden.one": "{name} compra um projeto.",
    "event.refresh": "{name} paga 1 de {paid} e renova os {row}: {cards}.",
    "event.take": "{name} pega {card} do espaço {slot}; no lugar é revelado: {refill}.",
    "event.hire": "{name} contrata {contractor}, descartando {card}.",
    "event.hire.target": "{name} contrata {contractor}, descartando {card}; {target} também "
                         "ganha.",
    "event.investor": "O Investidor de {name} revela {card}.",
    "event.engineer": "O Engenheiro de {name} constrói {card} (deixando de lado {skipped}).",
    "event.pass": "{name} passa a vez.",
    "event.work": "Fase de trabalho de {name}.",
    "event.roll": "{name} rola {dice}.",
    "event.set": "{name} põe um dado em {value}.",
    "event.specialist": "{name} dá o valor {value} ao dado do Especialista.",
    "event.place.research": "{name} coloca um {value} na Pesquisa e compra {count} projetos.",
    "event.place.research.one": "{name} coloca um {value} na Pesquisa e compra um projeto.",
    "event.place.research.bonus": "{name} coloca um {value} na Pesquisa e compra {count} "
                                  "projetos (1, +1 pelo par).",
    "event.place.generate": "{name} coloca um {value} na Produção: +{count} de energia.",
    "event.place.generate.bonus": "{name} coloca um {value} na Produção: +{count} de energia "
                                  "({value}, +1 pelo par).",
    "event.place.mine": "{name} coloca um {value} na Mineração: +{count} de metal.",
    "event.place.mine.bonus": "{name} coloca um {value} na Mineração: +{count} de metal (1, "
                              "+1 pelo par).",
    "event.build": "{name} constrói {card}, descartando {discard}: {cost}.",
    "event.build.free": "{name} constrói {card}, descartando {discard}.",
    "event.passive": "O efeito de {card} ({name}) é acionado: {gains}.",
    "event.passive.plain": "O efeito de {card} ({name}) é acionado.",
    "event.activate": "{name} ativa {card} ({details}): {gains}.",
    "event.activate.quiet": "{name} ativa {card} ({details}).",
    "event.activate.plain": "{name} ativa {card}: {gains}.",
    "event.activate.plain.quiet": "{name} ativa {card}.",
    "delta.metal": "{sign}{count} de metal",
    "delta.energy": "{sign}{count} de energia",
    "delta.goods": "{sign}{count} produtos",
    "delta.goods.one": "{sign}1 produto",
    "delta.drawn": "compra {count} projetos",
    "delta.drawn.one": "compra um projeto",
    "delta.turned": "um {old} vira {new}",
    "delta.extra": "um dado extra com {value}",
    "event.reroll": "{name} rola de novo: {dice}.",
    "event.extra-roll": "{name} rola um dado extra: {dice}.",
    "event.end-work": "{name} encerra a fase de trabalho.",
    "event.discard": "{name} descarta até ficar dentro dos limites.",
    "event.end-triggered": "{name} aciona o fim do jogo: a rodada {round} termina e ainda há "
                           "mais uma.",
    "event.machine-turn": "A Máquina rola {dice}. {market} {goods}",
    "machine.take": "O verde pega {card} da posição {slot}.",
    "machine.empty": "O verde aponta a posição {slot}, que está vazia.",
    "machine.renew.blueprints": "O verde pega o projeto do topo, {card}, e renova os projetos "
                                "do mercado.",
    "machine.renew.contractors": "O verde pega o projeto do topo, {card}, e renova os "
                                 "empreiteiros.",
    "machine.good": "{value} ≤ {count} cartas de {type}: +1 produto",
    "machine.no-good": "{value} > {count} cartas de {type}: nenhum produto",
    "machine.good.one": "{value} ≤ 1 carta de {type}: +1 produto",
    "machine.no-good.one": "{value} > 1 carta de {type}: nenhum produto",
    "machine.goods": "+{count} produtos ({made}).",
    "machine.goods.one": "+1 produto ({made}).",
    "machine.goods.none": "Nenhum produto: cada dado passa da sua contagem de cartas.",
    "event.game-over": "O jogo terminou.",
    # Hints: a bot's reason for its suggestion (see ffcore.bots.hints) ---------------------
    "hint.only": "É a única coisa que você pode fazer agora.",
    "hint.random": "Uma jogada permitida, escolhida ao acaso.",
    "hint.take-build": "Pegue {card}: com {partner} na mão, você logo poderá construir essa "
                       "carta.",
    "hint.take-card": "Pegue {card}: um projeto para construir ou gastar depois.",
    "hint.hire": "Contrate {contractor}: {benefit}",
    "hint.refresh": "Nada no mercado serve para você; pague 1 de {resource} por novos {row}.",
    "hint.pass": "Você não pode pegar nem contratar, então passa a vez.",
    "hint.set": "Ponha um dado em {value}: seu plano para esta rodada usa esse valor.",
    "hint.roll": "Role os dados restantes.",
    "hint.specialist": "Dê o valor {value} ao dado do Especialista: é o que melhor serve ao "
                       "seu plano.",
    "hint.place-for-build": "Coloque o {value} na {floor}: isso paga a construção de {card}.",
    "hint.place": "Coloque o {value} na {floor}: {gain}",
    "hint.build-goods": "Construa {card}: vai fabricar produtos nas próximas rodadas.",
    "hint.build-prestige": "Construa {card} por {prestige} de prestígio.",
    "hint.build-end": "Construa {card}: sua décima carta encerra o jogo na próxima rodada, "
                      "enquanto você está na frente.",
    "hint.build-engine": "Construa {card}: fortalece seu motor de produção.",
    "hint.activate-goods": "Use {card} para fabricar {goods} produtos agora.",
    "hint.activate-dice": "Use {card} para conseguir os dados de que seu plano precisa.",
    "hint.activate": "Use {card}: {gain}",
    "hint.end": "Nada mais neste turno vale o custo; encerre seu turno.",
    "hint.discard": "Você precisa terminar a rodada com no máximo {resources} recursos e "
                    "{cards} projetos; assim você perde o mínimo.",
    "gain.metal": "dá metal para construir.",
    "gain.energy": "dá energia.",
    "gain.cards": "compra novos projetos.",
    "gain.resources": "transforma o que sobra em recursos úteis.",
    "benefit.architect": "mais três projetos.",
    "benefit.electrician": "5 de energia.",
    "benefit.engineer": "uma construção de graça.",
    "benefit.foreman": "você escolhe seus dados nesta rodada.",
    "benefit.hired-hands": "dois dados extras nesta rodada.",
    "benefit.investor": "metal e energia no valor de uma carta inteira.",
    "benefit.miner": "3 de metal.",
    "benefit.specialist": "um dado extra de qualquer valor nesta rodada.",
    # Errors: "error.<code>" or "error.<code>.<variant>" (see ffcore.errors) -----------------
    "error.unreadable": "Não foi possível ler a ação '{text}'.",
    "error.unreadable.malformed": "Essa ação não está bem formada.",
    "error.unreadable.type": "Uma ação deve ser dada como texto.",
    "error.unreadable.value": "Uma ação deve ser uma Action ou o texto dela.",
    "error.not-legal": "'{action}' não é permitido agora.",
    "error.game-over": "O jogo terminou.",
    "error.wrong-phase.market": "É a fase de mercado: renove o mercado, pegue um projeto ou "
                                "contrate.",
    "error.wrong-phase.foreman": "Contramestre: primeiro escolha até 4 dados, depois role os "
                                 "outros.",
    "error.wrong-phase.discard": "Primeiro descarte até ficar com {resources} recursos e "
                                 "{cards} cartas.",
    "error.wrong-phase.work": "É a fase de trabalho: coloque dados, construa, ative ou "
                              "encerre.",
    "error.already-refreshed": "Você só pode renovar o mercado uma vez por turno.",
    "error.cannot-pay.refresh": "Renovar custa 1 de metal ou 1 de energia, e você não tem.",
    "error.cannot-pay.hire": "Contratar {contractor} custa também {energy} de energia.",
    "error.cannot-pay.build": "{card} custa {metal} de metal e {energy} de energia.",
    "error.cannot-pay.activate": "Isso exige {metal} de metal e {energy} de energia.",
    "error.empty-slot.market": "O espaço {slot} do mercado não tem projeto.",
    "error.empty-slot.contractor": "O espaço {slot} de empreiteiros está vazio.",
    "error.cannot-pass": "Você só pode passar a vez quando não puder pegar nem contratar.",
    "error.foreman-done": "Você já escolheu todos os dados que o Contramestre permite.",
    "error.no-specialist": "Você não tem dado do Especialista esperando um valor.",
    "error.not-in-hand": "Você não tem {card} na mão.",
    "error.not-in-hand.another": "Você precisa de outra carta, {card}, na mão para descartar.",
    "error.not-in-hand.discard": "Você não tem {card} na mão para descartar.",
    "error.wrong-tool.hire": "Contratar {contractor} exige um projeto com a ferramenta {tool}.",
    "error.wrong-tool.build": "Para construir {card}, descarte outra carta com a ferramenta "
                              "{tool}.",
    "error.no-target.hire": "Escolha o oponente que também se beneficia de {contractor}.",
    "error.no-target.copy": "Escolha o projeto do mercado que {card} vai copiar.",
    "error.bad-target": "Escolha outro jogador como oponente.",
    "error.no-dice": "Você não tem mais dados para colocar nesta rodada.",
    "error.no-die": "Você não tem dado não colocado mostrando {value}.",
    "error.wrong-value.generate": "A Produção só aceita 1, 2 ou 3.",
    "error.wrong-value.mine": "A Mineração só aceita 4, 5 ou 6.",
    "error.floor-full": "{floor} já tem {slots} dados nesta rodada.",
    "error.duplicate": "Você já tem {card}; só é possível construir um.",
    "error.not-built": "{card} não está no seu complexo.",
    "error.no-activation": "Não é possível ativar {card}.",
    "error.already-used": "Você já ativou {card} nesta rodada.",
    "error.not-in-market": "{card} não está no mercado.",
    "error.cannot-copy": "O Replicador não pode copiar {card}.",
    "error.bad-choice.option": "Essa não é uma das opções de {card}.",
    "error.bad-choice.die": "Escolha o valor do dado extra, de 1 a 6.",
    "error.bad-choice.black-market": "O Mercado Clandestino dá o custo impresso de {card} "
                                     "({metal} de metal, {energy} de energia), até 4 recursos "
                                     "no total.",
    "error.wrong-dice.fit": "Seus dados não colocados não servem para {card} desse jeito.",
    "error.wrong-dice.choose": "Escolha os dados não colocados em que {card} vai agir.",
    "error.wrong-dice.one": "{card} age sobre um único dado não colocado.",
    "error.wrong-dice.six": "{card} não pode aumentar um 6.",
    "error.wrong-dice.ace": "{card} não pode diminuir um 1.",
    "error.wrong-dice.none": "{card} não usa dados.",
    "error.wrong-discards": "{card} exige {count} projeto(s) descartado(s).",
    "error.within-limit.cards": "Você tem {limit} cartas ou menos; não há o que descartar.",
    "error.within-limit.resources": "Você tem {limit} recursos ou menos.",
    "error.wrong-amount": "Descarte exatamente {excess} recursos que você tenha, entre metal e "
                          "energia.",
    "error.cannot-undo": "Não há nada a desfazer desde a última rolagem ou carta revelada.",
    "error.bad-names": "Os nomes dos jogadores devem ser uma lista de textos.",
    "error.duplicate-name": "Cada jogador precisa de um nome diferente.",
    "error.bad-level": "O nível da Máquina deve ser um destes: {levels}.",
    "error.bad-level.code": "O código da partida indica uma dificuldade desconhecida.",
    "error.bad-players.machine": "A Máquina joga contra exatamente um jogador.",
    "error.bad-players.count": "Joguem de 2 a {max} pessoas, ou 1 contra a Máquina.",
    "error.bad-players.code": "O código da partida indica um número impossível de jogadores.",
    "error.bad-seed": "A semente deve ser um número inteiro de 0 a {max}.",
    "error.empty-name": "O nome de um jogador não pode ficar vazio.",
    "error.long-name": "O nome de um jogador tem no máximo {max} caracteres.",
    "error.bad-name.control": "O nome de um jogador não pode ter caracteres de controle.",
    "error.bad-name.code-long": "Um nome de jogador no código da partida é longo demais.",
    "error.bad-name.code-text": "Um nome de jogador no código da partida não é texto.",
    "error.not-text": "O código da partida deve ser texto.",
    "error.empty": "O código da partida está vazio.",
    "error.too-long": "O código é longo demais para ser uma partida.",
    "error.too-long.actions": "O código tem mais ações do que qualquer partida.",
    "error.too-long.save": "O jogo salvo tem mais ações do que uma partida pode ter ({max}).",
    "error.game-too-long": "Esta partida chegou ao máximo de jogadas que uma partida pode ter "
                           "({max}): ela não pode continuar.",
    "error.bad-characters": "O código tem caracteres que um código de partida nunca tem.",
    "error.truncated": "O código da partida está cortado ou danificado.",
    "error.truncated.short": "O código da partida está cortado.",
    "error.damaged": "O código da partida está incompleto ou foi alterado.",
    "error.damaged.checksum": "O código da partida está incompleto ou foi alterado: a soma de "
                              "verificação não confere.",
    "error.damaged.extra": "O código da partida tem algo além das suas ações.",
    "error.damaged.number": "O código da partida tem um número mal escrito.",
    "error.damaged.large": "O código da partida tem um número grande demais.",
    "error.unknown-format": "O código é de um formato desconhecido ({format}).",
    "error.newer-version.code": "Este link foi feito por uma versão mais nova do jogo (formato "
                                "{format}). Recarregue a página para atualizá-la e abra o link "
                                "de novo.",
    "error.newer-version.code-rules": "Este link traz uma partida jogada com regras mais novas "
                                      "(versão {rules}) do que esta versão conhece. Recarregue a "
                                      "página para atualizá-la e abra o link de novo.",
    "error.newer-version.save": "Este jogo salvo foi feito por uma versão mais nova do jogo "
                                "(formato {format}). Recarregue a página para atualizá-la e "
                                "abra-o de novo.",
    "error.newer-version.save-rules": "Este jogo salvo traz uma partida jogada com regras mais "
                                      "novas (versão {rules}) do que esta versão conhece. "
                                      "Recarregue a página para atualizá-la e abra-o de novo.",
    "error.damaged.moves": "As jogadas do código não refazem a partida de onde ele veio.",
    "error.damaged.rounds": "O código tem mais verificações de rodada do que ações.",
    "error.bad-setup": "A configuração do código não é válida: {cause}",
    "error.bad-setup.spaces": "A configuração do código não é válida: um nome de jogador tem "
                              "espaços em volta.",
    "error.too-many-actions": "O código continua depois do fim da partida (ação {number}).",
    "error.bad-save.field": "O jogo salvo não é válido: {where}: {detail}.",
    "error.bad-save.value": "O jogo salvo não é válido: {detail}.",
    "error.bad-save.json": "O jogo salvo não é um JSON válido.",
    "error.bad-save.action": "A ação {number} do jogo salvo não é permitida: {cause}",
    "error.bad-save.setup": "A configuração do jogo salvo não é válida: {cause}",
    "error.bad-save.state": "O estado salvo não corresponde ao próprio histórico.",
    "error.bad-save.spaces": "A configuração do jogo salvo não é válida: um nome de jogador tem "
                             "espaços em volta.",
    "restored.same": "Esta partida foi jogada com uma versão anterior das regras (versão "
                     "{rules}). Ela se refaz jogada por jogada com as regras de hoje, que podem "
                     "pontuá-la de outro jeito.",
    "restored.partial": "Esta partida foi jogada com uma versão anterior das regras (versão "
                        "{rules}). As regras de hoje se afastam dela depois da jogada {kept} de "
                        "{total}, então ela foi restaurada até ali.",
    "restored.unchecked": "Esta partida foi jogada com uma versão anterior das regras (versão "
                          "{rules}) e foi refeita com as regras de hoje ({kept} de {total} "
                          "jogadas). O link dela não permitia conferir cada jogada, então ela "
                          "pode diferir da partida como foi jogada.",
    # O desafio diário (ffcore.daily) -------------------------------------------------------
    "daily.share.won": "Fábricas Fantásticas, desafio diário {date} ({level}): venci a Máquina "
                       "por {score} a {machine}. Jogue a mesma partida: {link}",
    "daily.share.lost": "Fábricas Fantásticas, desafio diário {date} ({level}): a Máquina "
                        "venceu por {machine} a {score}. Jogue a mesma partida: {link}",
    "error.bad-daily": "Este link do desafio diário está danificado: não traz um dia e um "
                       "nível válidos.",
    "error.bad-daily.future": "O desafio diário de {date} ainda não começou.",
}
