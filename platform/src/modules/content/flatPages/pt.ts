import type { FlatPageSeed } from './types.ts';

export const portuguesePages: FlatPageSeed[] = [
  {
    idName: 'about',
    name: 'Sobre nós',
    text: `<h2>Quem somos</h2>
<p>A {brand} é uma plataforma de apostas desportivas e casino online pensada para o telemóvel. Oferecemos futebol, ténis, basquetebol e dezenas de outros desportos, antes do jogo e ao vivo, além de slots, casino ao vivo e jogos virtuais.</p>
<h3>O que nos importa</h3>
<ul>
<li><strong>Transparência:</strong> as odds, os limites e as regras de cada promoção estão publicados e não mudam sem aviso.</li>
<li><strong>Pagamentos rápidos:</strong> os levantamentos são processados em até 24 horas úteis.</li>
<li><strong>Jogo seguro:</strong> ferramentas de limites e autoexclusão ao alcance de todos.</li>
</ul>
<p>Tem dúvidas? Veja as <a href="/flatPages/faq">perguntas frequentes</a> ou <a href="/contacts">contacte-nos</a>.</p>
<p><em>Apenas para maiores de 18 anos. Jogue com responsabilidade.</em></p>`,
  },
  {
    idName: 'rules',
    name: 'Termos e condições',
    text: `<h2>Termos e condições</h2>
<p>Ao registar-se na {brand} aceita estes termos. Leia-os com atenção antes de depositar ou apostar.</p>
<h3 id="section-1">1. A sua conta</h3>
<ul>
<li>Tem de ter pelo menos 18 anos e residir num país onde o jogo online seja permitido.</li>
<li>Uma conta por pessoa. Contas duplicadas são encerradas e os ganhos anulados.</li>
<li>Os seus dados pessoais devem ser verdadeiros; depois de guardados só mudam após verificação.</li>
</ul>
<h3 id="section-2">2. Depósitos e levantamentos</h3>
<ul>
<li>O depósito mínimo é de {minDeposit}.</li>
<li>O levantamento mínimo é de {minWithdrawal} e o máximo de {maxWithdrawal} por pedido.</li>
<li>É permitido um levantamento por dia. Sempre que possível, é pago no método usado para depositar.</li>
</ul>
<h3 id="section-3">3. Apostas</h3>
<p>Uma aposta é válida quando aparece no seu histórico com o número do cupão. Se a odd mudar enquanto confirma, ser-lhe-á pedido que aceite a nova odd. Apostas em eventos suspensos ou cancelados são devolvidas com odd 1.</p>
<h3 id="section-4">4. Encerramento da conta</h3>
<p>Pode encerrar a conta a qualquer momento escrevendo para {email}. O saldo disponível é pago segundo as regras de levantamento.</p>
<p>Veja também a nossa <a href="/flatPages/privacy">política de privacidade</a> e as <a href="/flatPages/bonus-rules">regras de bónus</a>.</p>`,
  },
  {
    idName: 'privacy',
    name: 'Política de privacidade',
    text: `<h2>Política de privacidade</h2>
<p>A {brand} protege os seus dados pessoais e usa-os apenas para gerir a sua conta, processar pagamentos e cumprir a lei.</p>
<h3>Que dados recolhemos</h3>
<ul>
<li>Dados de registo: e-mail, telefone, nome, data de nascimento e documento de identificação.</li>
<li>Dados de utilização: apostas, depósitos, levantamentos e inícios de sessão.</li>
<li>Dados técnicos: endereço IP e tipo de dispositivo, para prevenir fraudes.</li>
</ul>
<h3>Com quem os partilhamos</h3>
<p>Apenas com prestadores de pagamento e de verificação de identidade, e com as autoridades quando a lei o exige. Nunca vendemos os seus dados.</p>
<h3>Os seus direitos</h3>
<p>Pode pedir uma cópia dos seus dados, a sua correção ou eliminação escrevendo para {email}. Respondemos no prazo de 30 dias.</p>
<p>Usamos apenas cookies estritamente necessários para manter a sessão iniciada; não usamos cookies publicitários de terceiros.</p>`,
  },
  {
    idName: 'responsible-gaming',
    name: 'Jogo responsável',
    text: `<h2>Jogo responsável</h2>
<p>Apostar deve ser entretenimento, nunca uma forma de ganhar dinheiro ou de resolver problemas.</p>
<h3>Conselhos para manter o controlo</h3>
<ol>
<li>Defina um orçamento antes de começar e não o ultrapasse.</li>
<li>Não tente recuperar perdas com apostas maiores.</li>
<li>Faça pausas e não jogue depois de beber ou quando estiver em baixo.</li>
<li>Nunca aposte dinheiro destinado a despesas essenciais.</li>
</ol>
<h3>Ferramentas ao seu dispor</h3>
<ul>
<li><strong>Limites de depósito</strong> diários, semanais ou mensais.</li>
<li><strong>Pausa</strong> de 24 horas a 6 semanas.</li>
<li><strong>Autoexclusão</strong> por 6 meses ou definitiva.</li>
</ul>
<p>Para as ativar, <a href="/contacts">contacte o apoio</a>. Se acha que tem um problema, procure ajuda nos <a href="https://www.gamblersanonymous.org" rel="noopener noreferrer" target="_blank">Jogadores Anónimos</a>.</p>
<p><strong>É proibido o jogo a menores de 18 anos.</strong></p>`,
  },
  {
    idName: 'bonus-rules',
    name: 'Regras de bónus',
    text: `<h2>Regras de bónus e promoções</h2>
<h3>Apostas grátis às quartas-feiras</h3>
<ul>
<li>Por cada {freeBetTurnover} apostados em desporto durante a semana recebe uma aposta grátis de {freeBetAmount}, até 5 por semana.</li>
<li>As apostas grátis são resgatadas às quartas-feiras na página <a href="/free-bets">Apostas grátis</a> e expiram no domingo às 12:00 (hora de Moscovo).</li>
<li>Valem só para apostas desportivas (pré-jogo ou ao vivo) com odds de 1,75 a 50; cada aposta grátis é uma aposta separada.</li>
</ul>
<h3>Bónus de múltipla</h3>
<p>Apostas múltiplas de pelo menos 2 seleções com odd mínima de 1,40 podem receber um bónus de até 10% do valor apostado.</p>
<h3>Cashback</h3>
<p>Devolvemos 5% das apostas desportivas perdidas na semana como saldo de bónus.</p>
<h3>Códigos promocionais</h3>
<p>Ative os seus códigos em <a href="/profile/promotional-codes">O meu perfil → Códigos promocionais</a>. Cada código só pode ser usado uma vez por conta.</p>`,
  },
  {
    idName: 'faq',
    name: 'Perguntas frequentes',
    text: `<h2>Perguntas frequentes</h2>
<h3>Como me registo?</h3>
<p>Toque em <a href="/auth/registration">Registar</a> e introduza o seu e-mail ou telefone. Também pode usar o registo num clique: mostramos-lhe um utilizador e uma palavra-passe gerados.</p>
<h3>Quanto tempo demora um levantamento?</h3>
<p>Até 24 horas úteis após a aprovação. O levantamento mínimo é de {minWithdrawal} e pode fazer um por dia.</p>
<h3>Esqueci-me da palavra-passe. E agora?</h3>
<p>No ecrã de início de sessão escolha «Esqueceu-se da palavra-passe?». Enviamos-lhe uma ligação por e-mail ou um código por SMS.</p>
<h3>Porque mudou a odd da minha aposta?</h3>
<p>As odds mudam com o jogo. Se mudarem enquanto confirma, pedimos-lhe que aceite a nova odd antes de registar a aposta.</p>
<h3>Posso vender a minha aposta?</h3>
<p>Sim, muitas apostas podem ser vendidas antecipadamente (cash-out) a partir do histórico de apostas. As apostas grátis não podem ser vendidas.</p>
<p>Não encontra a resposta? <a href="/contacts">Escreva-nos</a>.</p>`,
  },
];
