import type { FlatPageSeed } from './types.ts';

export const englishPages: FlatPageSeed[] = [
  {
    idName: 'about',
    name: 'About us',
    text: `<h2>Who we are</h2>
<p>{brand} is an online sports-betting and casino platform built for your phone. We cover football, tennis, basketball and dozens of other sports, pre-match and live, along with slots, live casino and virtual games.</p>
<h3>What we care about</h3>
<ul>
<li><strong>Transparency:</strong> odds, limits and the rules of every promotion are published and never change behind your back.</li>
<li><strong>Fast payouts:</strong> withdrawals are processed within 24 business hours.</li>
<li><strong>Safe play:</strong> limit and self-exclusion tools available to everyone.</li>
</ul>
<p>Questions? Read our <a href="/flatPages/faq">FAQ</a> or <a href="/contacts">contact us</a>.</p>
<p><em>18+ only. Please play responsibly.</em></p>`,
  },
  {
    idName: 'rules',
    name: 'Terms and conditions',
    text: `<h2>Terms and conditions</h2>
<p>By registering with {brand} you accept these terms. Please read them carefully before you deposit or bet.</p>
<h3 id="section-1">1. Your account</h3>
<ul>
<li>You must be at least 18 and live in a country where online gambling is allowed.</li>
<li>One account per person. Duplicate accounts are closed and their winnings voided.</li>
<li>Your personal details must be true; once saved they can only be changed after verification.</li>
</ul>
<h3 id="section-2">2. Deposits and withdrawals</h3>
<ul>
<li>The minimum deposit is {minDeposit}.</li>
<li>The minimum withdrawal is {minWithdrawal} and the maximum {maxWithdrawal} per request.</li>
<li>One withdrawal per day is allowed. Where possible, withdrawals are paid to the method used to deposit.</li>
</ul>
<h3 id="section-3">3. Bets</h3>
<p>A bet is valid once it appears in your history with its coupon number. If the odds change while you confirm, you are asked to accept the new odds. Bets on suspended or cancelled events are refunded at odds of 1.</p>
<h3 id="section-4">4. Closing your account</h3>
<p>You may close your account at any time by writing to {email}. Any available balance is paid out under the withdrawal rules.</p>
<p>See also our <a href="/flatPages/privacy">privacy policy</a> and <a href="/flatPages/bonus-rules">bonus rules</a>.</p>`,
  },
  {
    idName: 'privacy',
    name: 'Privacy policy',
    text: `<h2>Privacy policy</h2>
<p>{brand} protects your personal data and uses it only to run your account, process payments and comply with the law.</p>
<h3>What we collect</h3>
<ul>
<li>Registration data: e-mail, phone, name, date of birth and identity document.</li>
<li>Usage data: bets, deposits, withdrawals and sign-ins.</li>
<li>Technical data: IP address and device type, to prevent fraud.</li>
</ul>
<h3>Who we share it with</h3>
<p>Only payment and identity-verification providers, and the authorities where the law requires it. We never sell your data.</p>
<h3>Your rights</h3>
<p>You can ask for a copy of your data, its correction or its deletion by writing to {email}. We answer within 30 days.</p>
<p>We use strictly necessary cookies to keep you signed in; we use no third-party advertising cookies.</p>`,
  },
  {
    idName: 'responsible-gaming',
    name: 'Responsible gaming',
    text: `<h2>Responsible gaming</h2>
<p>Betting should be entertainment, never a way to make money or to solve problems.</p>
<h3>Tips for staying in control</h3>
<ol>
<li>Set a budget before you start and stick to it.</li>
<li>Never chase losses with bigger bets.</li>
<li>Take breaks, and do not play after drinking or when you feel low.</li>
<li>Never bet money meant for everyday essentials.</li>
</ol>
<h3>Tools you can use</h3>
<ul>
<li><strong>Deposit limits</strong> per day, week or month.</li>
<li><strong>Time-out</strong> from 24 hours to 6 weeks.</li>
<li><strong>Self-exclusion</strong> for 6 months or permanently.</li>
</ul>
<p>To switch them on, <a href="/contacts">contact support</a>. If you think you have a problem, get help from <a href="https://www.gamblersanonymous.org" rel="noopener noreferrer" target="_blank">Gamblers Anonymous</a>.</p>
<p><strong>Gambling by anyone under 18 is prohibited.</strong></p>`,
  },
  {
    idName: 'bonus-rules',
    name: 'Bonus rules',
    text: `<h2>Bonus and promotion rules</h2>
<h3>Wednesday free bets</h3>
<ul>
<li>For every {freeBetTurnover} staked on sport during the week you get one {freeBetAmount} free bet, up to 5 a week.</li>
<li>Free bets are claimed on Wednesdays on the <a href="/free-bets">Free bets</a> page and expire on Sunday at 12:00 Moscow time.</li>
<li>They are valid on sports bets only (pre-match or live) at odds from 1.75 to 50; each free bet is a separate bet.</li>
</ul>
<h3>Express bonus</h3>
<p>Accumulators of at least 2 selections with minimum odds of 1.40 can earn a bonus of up to 10% of the stake.</p>
<h3>Cashback</h3>
<p>We return 5% of the week's lost sports bets as bonus balance.</p>
<h3>Promo codes</h3>
<p>Activate codes under <a href="/profile/promotional-codes">My profile → Promo codes</a>. Each code can be used once per account.</p>`,
  },
  {
    idName: 'faq',
    name: 'FAQ',
    text: `<h2>Frequently asked questions</h2>
<h3>How do I sign up?</h3>
<p>Tap <a href="/auth/registration">Register</a> and enter your e-mail or phone. You can also use one-click sign-up: we show you a generated login and password.</p>
<h3>How long does a withdrawal take?</h3>
<p>Up to 24 business hours after approval. The minimum withdrawal is {minWithdrawal} and you can make one a day.</p>
<h3>I forgot my password. What now?</h3>
<p>On the sign-in screen choose "Forgot your password?". We send you a link by e-mail or a code by SMS.</p>
<h3>Why did my odds change?</h3>
<p>Odds move with the game. If they change while you confirm, we ask you to accept the new odds before the bet is placed.</p>
<h3>Can I cash out my bet?</h3>
<p>Yes, many bets can be sold early (cash-out) from your bet history. Free bets cannot be sold.</p>
<p>Can't find your answer? <a href="/contacts">Write to us</a>.</p>`,
  },
];
