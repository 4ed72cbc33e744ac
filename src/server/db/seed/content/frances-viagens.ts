import { md, type CourseContent } from './types.ts';

/** Course '14': Francês para Viagens. */
export const francesViagens: CourseContent = {
  lessons: [
    {
      title: 'Cumprimentos e apresentações',
      videoUrl: 'https://www.youtube.com/watch?v=o_XVt5rdpFY',
      body: md(`
Na França, tudo começa com um cumprimento. Entrar em uma padaria, em uma loja ou em um ônibus sem dizer **bonjour** é visto como falta de educação, e o atendimento costuma ser mais frio. Por isso esta primeira aula é dedicada às palavras que abrem qualquer conversa.

### Bom dia, boa noite e tchau

- **Bonjour** (bon-jur): bom dia e boa tarde, usado até o fim da tarde.
- **Bonsoir** (bon-suar): boa noite ao chegar, a partir do começo da noite.
- **Salut**: oi ou tchau, apenas entre amigos.
- **Au revoir**: até logo, a despedida neutra. **Bonne journée** deseja um bom dia ao sair.

Com desconhecidos, acrescente **Monsieur** (senhor) ou **Madame** (senhora): *Bonjour, Madame.* É um detalhe pequeno que muda a forma como você é recebido.

### Apresentando-se

- *Je m'appelle Ana.* (Eu me chamo Ana.)
- *Je suis brésilienne / brésilien.* (Sou brasileira / brasileiro.)
- *Enchanté(e) !* (Muito prazer!)
- *Comment vous appelez-vous ?* (Como o senhor se chama?) — forma educada, com **vous**.

O francês distingue **tu** (informal, para amigos e crianças) de **vous** (formal ou plural). Como turista, use sempre **vous**: ninguém se ofende por ser tratado com cortesia.

> Dica: em francês há um espaço antes de **?**, **!** e **:**. Repare nisso nos cardápios e placas.

### Exercícios

1. Escreva como você cumprimentaria a recepcionista de um museu às 10h e às 20h.
2. Apresente-se em três frases: nome, nacionalidade e cidade onde mora (*J'habite à…*).
3. Grave-se dizendo *Bonjour, Madame* e *Au revoir, Monsieur* e compare com o vídeo da aula.
`),
    },
    {
      title: 'No aeroporto',
      body: md(`
O aeroporto é o primeiro teste real do seu francês. As placas costumam ser bilíngues, mas os avisos sonoros e as conversas no controle de passaportes nem sempre são. Conhecer umas vinte palavras-chave já deixa a chegada muito mais tranquila.

### Vocabulário essencial

- **l'aéroport**: o aeroporto; **le vol**: o voo; **la porte**: o portão de embarque.
- **l'enregistrement**: o check-in; **la carte d'embarquement**: o cartão de embarque.
- **les bagages**: as bagagens; **le tapis à bagages**: a esteira.
- **la douane**: a alfândega; **le contrôle des passeports**: a imigração.
- **retardé**: atrasado; **annulé**: cancelado; **l'arrivée / le départ**: chegada / partida.

### Frases que resolvem

- *Où est la porte 32 ?* — Onde fica o portão 32?
- *Mon vol est retardé ?* — Meu voo está atrasado?
- *Je n'ai pas trouvé ma valise.* — Não encontrei minha mala.
- *Je suis ici en vacances, pour deux semaines.* — Estou aqui de férias, por duas semanas.

No controle de passaportes, o agente pode perguntar *Quel est le motif de votre voyage ?* (qual o motivo da viagem?). Responda de forma curta: *Tourisme.* Se não entender, peça: *Pouvez-vous répéter plus lentement, s'il vous plaît ?*

### Exemplo de diálogo

- Agent : *Bonjour. Votre passeport, s'il vous plaît.*
- Você : *Bonjour. Voilà.*
- Agent : *Vous restez combien de temps ?*
- Você : *Dix jours.*

### Exercícios

1. Traduza: "Meu voo foi cancelado. Onde fica o balcão da companhia?" (*le comptoir*).
2. Escreva três respostas curtas para perguntas da imigração: motivo, duração e hospedagem.
3. Liste as palavras que você procuraria em um painel de partidas.
`),
    },
    {
      title: 'No hotel',
      body: md(`
No hotel você vai fazer o check-in, pedir informações e, às vezes, resolver algum problema. Tudo isso pede frases educadas, e o francês tem uma ferramenta perfeita para isso: o condicional **je voudrais** (eu gostaria), muito mais gentil do que *je veux* (eu quero).

### No balcão da recepção

- *Bonsoir, j'ai une réservation au nom de Silva.* — Boa noite, tenho uma reserva em nome de Silva.
- *Je voudrais une chambre pour deux nuits.* — Gostaria de um quarto para duas noites.
- *Le petit-déjeuner est compris ?* — O café da manhã está incluído?
- *À quelle heure faut-il libérer la chambre ?* — A que horas é preciso deixar o quarto?

### Palavras do quarto

**la clé** (a chave), **l'ascenseur** (o elevador), **le rez-de-chaussée** (o térreo), **le premier étage** (o primeiro andar), **la serviette** (a toalha), **le wifi** (pronunciado *uí-fi*), **le mot de passe** (a senha).

Atenção: na França o térreo não conta como andar. O *premier étage* corresponde ao nosso primeiro andar acima do térreo.

### Quando algo não funciona

Use a estrutura *… ne marche pas* (… não funciona):

- *La climatisation ne marche pas.* — O ar-condicionado não funciona.
- *Il n'y a pas d'eau chaude.* — Não tem água quente.
- *Pourriez-vous m'aider ?* — O senhor poderia me ajudar?

> Dica: terminar um pedido com **s'il vous plaît** e agradecer com **merci beaucoup** resolve metade dos problemas antes mesmo de explicar o resto.

### Exercícios

1. Escreva o diálogo de um check-in com reserva para três noites, perguntando sobre o café da manhã.
2. Reclame educadamente de um chuveiro sem água quente.
3. Pergunte a senha do wi-fi e em que andar fica o seu quarto.
`),
    },
    {
      title: 'Pedindo direções',
      body: md(`
Perder-se faz parte da viagem, e perguntar o caminho é uma ótima desculpa para praticar. O segredo é fazer perguntas curtas e conhecer bem as palavras das respostas, porque é nelas que você precisa prestar atenção.

### Como perguntar

- *Excusez-moi, où est la gare ?* — Com licença, onde fica a estação de trem?
- *Pour aller au musée d'Orsay, s'il vous plaît ?* — Para ir ao museu d'Orsay, por favor?
- *C'est loin d'ici ?* — É longe daqui?
- *Il y a une station de métro près d'ici ?* — Há uma estação de metrô aqui perto?

Comece sempre com **Excusez-moi** ou **Pardon**: abordar alguém na rua sem isso soa brusco.

### Entendendo a resposta

- **tout droit**: sempre em frente
- **à gauche / à droite**: à esquerda / à direita
- **tournez**: vire; **traversez**: atravesse
- **au coin de la rue**: na esquina; **au feu**: no semáforo
- **à côté de / en face de**: ao lado de / em frente a
- **à cinq minutes à pied**: a cinco minutos a pé

Exemplo: *Allez tout droit, puis tournez à gauche au feu. La gare est en face de la poste.* (Siga em frente, depois vire à esquerda no semáforo. A estação fica em frente ao correio.)

### Transporte

**le métro**, **le bus**, **le tramway**, **le ticket** (bilhete) e **la correspondance** (baldeação). Em Paris, *Direction La Défense* indica o sentido da linha pelo nome da última estação.

### Exercícios

1. Pergunte como chegar à catedral e se é longe a pé.
2. Traduza: "Atravesse a praça e vire à direita; o café fica na esquina."
3. Desenhe um pequeno mapa e descreva em francês o caminho do hotel até a estação.
`),
    },
    {
      title: 'No café e no restaurante',
      body: md(`
Comer bem é uma das melhores partes de viajar pela França. Os restaurantes têm um ritmo próprio: ninguém apressa você, e a conta só vem quando você pede. Nesta aula você aprende a pedir uma mesa, entender o cardápio e pagar.

### Chegando

- *Une table pour deux, s'il vous plaît.* — Uma mesa para dois, por favor.
- *La carte, s'il vous plaît.* — O cardápio, por favor. (**le menu** é o menu fixo com entrada, prato e sobremesa por um preço único.)

### Entendendo o cardápio

- **l'entrée**: a entrada (e não o prato principal!); **le plat**: o prato principal; **le dessert**: a sobremesa.
- **le plat du jour**: o prato do dia, geralmente a melhor relação custo-benefício.
- Carne: **saignant** (mal passada), **à point** (ao ponto), **bien cuit** (bem passada).
- **une carafe d'eau**: jarra de água da torneira, gratuita por lei.

### Pedindo

- *Je vais prendre le plat du jour.* — Vou querer o prato do dia.
- *Qu'est-ce que vous me conseillez ?* — O que o senhor me recomenda?
- *Je suis allergique aux noix.* — Sou alérgico a nozes.

No café, **un café** é um expresso; **un café crème** leva leite; **un croissant** e **une tartine** (pão com manteiga) completam o café da manhã.

### A conta

*L'addition, s'il vous plaît.* O serviço já está incluído no preço (*service compris*); deixar alguns trocados é gentileza, não obrigação.

### Exercícios

1. Monte o pedido completo de um almoço com entrada, prato do dia e sobremesa.
2. Peça um bife ao ponto e uma jarra de água.
3. Explique ao garçom uma restrição alimentar e peça a conta.
`),
    },
    {
      title: 'Compras e mercados',
      body: md(`
Os mercados de rua franceses são uma atração à parte: frutas da estação, queijos, pães e produtos locais. Nesta última aula você aprende a perguntar preços, quantidades e tamanhos, além dos números que aparecem em qualquer compra.

### Perguntando e pedindo

- *C'est combien ?* ou *Ça coûte combien ?* — Quanto custa?
- *Je voudrais un kilo de tomates.* — Gostaria de um quilo de tomates.
- *Une tranche de ce fromage, s'il vous plaît.* — Uma fatia deste queijo, por favor.
- *Je peux goûter ?* — Posso provar?
- *C'est tout, merci.* — É só isso, obrigado.

### Quantidades

**un kilo**, **un demi-kilo** (meio quilo), **cent grammes** (cem gramas), **une bouteille** (uma garrafa), **un paquet** (um pacote), **une douzaine** (uma dúzia).

### Números que você vai ouvir

De 70 a 99 o francês faz contas: **soixante-dix** (60+10 = 70), **quatre-vingts** (4×20 = 80) e **quatre-vingt-dix** (4×20+10 = 90). Então *quatre-vingt-quinze euros* são 95 euros. Se tiver dúvida, peça: *Vous pouvez l'écrire ?* (pode escrever?).

### Em lojas de roupas

- *Je fais du 40.* — Visto 40.
- *Je peux l'essayer ?* — Posso experimentar?
- *Vous l'avez en bleu ?* — Tem em azul?
- **les soldes**: as liquidações, em janeiro e julho.

### Pagando

*Je peux payer par carte ?* — Posso pagar com cartão? Em feiras pequenas, leve algumas moedas: nem toda barraca aceita cartão.

### Exercícios

1. Compre 200 gramas de queijo e uma baguete, perguntando o preço de cada um.
2. Escreva por extenso: 72, 85 e 98 euros.
3. Numa loja, peça para experimentar uma camisa em outra cor e outro tamanho.
`),
    },
  ],
  questionsPerAttempt: 5,
  questionBank: [
    ['Como se diz "obrigado" em francês?', ['Merci', 'Bonjour', 'Pardon', 'Salut'], 0, '"Merci" é obrigado; "merci beaucoup" é muito obrigado.'],
    ['O que significa "Où est la gare ?"', ['Quanto custa?', 'Onde fica a estação de trem?', 'Que horas são?', 'Qual é o seu nome?'], 1, '"Où est" significa "onde está/fica" e "la gare" é a estação de trem.'],
    ['Como pedir a conta em um restaurante?', ["L'addition, s'il vous plaît", 'Le menu, merci', 'Bon appétit', 'À bientôt'], 0, '"L\'addition" é a conta; "s\'il vous plaît" significa por favor.'],
    ['Qual saudação se usa ao chegar a um lugar à noite?', ['Bonjour', 'Bonsoir', 'Bon matin', 'Salut matin'], 1, '"Bonsoir" é boa noite ao chegar; "bonne nuit" é para se despedir antes de dormir.'],
    ['O que significa "Je voudrais une chambre" ?', ['Eu gostaria de um quarto', 'Eu quero um táxi', 'Eu preciso de ajuda', 'Eu estou perdido'], 0, '"Je voudrais" é a forma educada de pedir; "une chambre" é um quarto.'],
    ['Como um turista deve tratar um desconhecido em francês?', ['Com "tu", sempre', 'Com "vous", a forma educada', 'Apenas pelo primeiro nome', 'Sem pronome algum'], 1, '"Vous" é a forma formal; "tu" fica para amigos, família e crianças.'],
    ['Em um cardápio francês, o que é "l\'entrée"?', ['O prato principal', 'A entrada', 'A sobremesa', 'A bebida'], 1, 'Na França "l\'entrée" é a entrada; o prato principal é "le plat".'],
    ['Quanto é "quatre-vingt-dix"?', ['80', '90', '70', '94'], 1, 'Quatre-vingt-dix é 4 × 20 + 10 = 90.'],
    ['O que o agente da imigração quer saber com "Quel est le motif de votre voyage ?"', ['O número do voo', 'O motivo da viagem', 'O endereço do hotel', 'O valor da passagem'], 1, '"Motif" é motivo: a resposta curta é, por exemplo, "Tourisme".'],
    ['O que significa "tournez à gauche" ?', ['Siga em frente', 'Vire à direita', 'Vire à esquerda', 'Atravesse a rua'], 2, '"À gauche" é à esquerda; "à droite" é à direita e "tout droit" é em frente.'],
    ['Como dizer que o ar-condicionado do quarto não funciona?', ['La climatisation ne marche pas.', 'La climatisation est comprise.', 'Je voudrais la climatisation.', 'La climatisation est à gauche.'], 0, 'A estrutura "… ne marche pas" diz que algo não funciona.'],
    ['Em um hotel francês, o que é o "rez-de-chaussée"?', ['O primeiro andar', 'O térreo', 'O subsolo', 'A cobertura'], 1, 'O térreo não conta como andar na França: o "premier étage" fica acima dele.'],
  ],
};
