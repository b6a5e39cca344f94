import type { FlatPageSeed } from './types.ts';

/** Spanish pages, written for Chilean players. */
export const spanishPages: FlatPageSeed[] = [
  {
    idName: 'about',
    name: 'Sobre nosotros',
    text: `<h2>Quiénes somos</h2>
<p>{brand} es una plataforma de apuestas deportivas y casino en línea pensada para jugar desde el móvil. Ofrecemos fútbol, tenis, baloncesto y decenas de deportes más, antes del partido y en vivo, junto con slots, casino en vivo y juegos virtuales.</p>
<h3>Lo que nos importa</h3>
<ul>
<li><strong>Transparencia:</strong> las cuotas, los límites y las reglas de cada promoción están publicados y no cambian a tus espaldas.</li>
<li><strong>Pagos rápidos:</strong> procesamos los retiros en un plazo de 24 horas hábiles.</li>
<li><strong>Juego seguro:</strong> herramientas de límites y autoexclusión al alcance de todos.</li>
</ul>
<p>Si tienes preguntas, visita nuestras <a href="/flatPages/faq">preguntas frecuentes</a> o <a href="/contacts">contáctanos</a>.</p>
<p><em>Solo para mayores de 18 años. Juega con responsabilidad.</em></p>`,
  },
  {
    idName: 'rules',
    name: 'Términos y condiciones',
    text: `<h2>Términos y condiciones</h2>
<p>Al registrarte en {brand} aceptas estas condiciones. Léelas con atención antes de depositar o apostar.</p>
<h3 id="section-1">1. Cuenta</h3>
<ul>
<li>Debes tener al menos 18 años y residir en un país donde el juego en línea esté permitido.</li>
<li>Cada persona puede tener una sola cuenta. Las cuentas duplicadas se cierran y sus ganancias se anulan.</li>
<li>Tus datos personales deben ser reales; una vez guardados no se pueden modificar sin verificación.</li>
</ul>
<h3 id="section-2">2. Depósitos y retiros</h3>
<ul>
<li>El depósito mínimo es de {minDeposit}.</li>
<li>El retiro mínimo es de {minWithdrawal} y el máximo de {maxWithdrawal} por solicitud.</li>
<li>Se permite un retiro por día. Los retiros se pagan al mismo medio usado para depositar cuando sea posible.</li>
</ul>
<h3 id="section-3">3. Apuestas</h3>
<p>Una apuesta es válida cuando aparece en tu historial con su número de cupón. Si una cuota cambia mientras confirmas, se te pedirá aceptar la nueva cuota. Las apuestas sobre eventos suspendidos o cancelados se devuelven con cuota 1.</p>
<h3 id="section-4">4. Cierre de cuenta</h3>
<p>Puedes cerrar tu cuenta en cualquier momento escribiendo a {email}. El saldo disponible se paga según las reglas de retiro.</p>
<p>Consulta también nuestra <a href="/flatPages/privacy">política de privacidad</a> y las <a href="/flatPages/bonus-rules">reglas de bonos</a>.</p>`,
  },
  {
    idName: 'privacy',
    name: 'Política de privacidad',
    text: `<h2>Política de privacidad</h2>
<p>En {brand} protegemos tus datos personales y solo los usamos para gestionar tu cuenta, procesar pagos y cumplir la ley.</p>
<h3>Qué datos recogemos</h3>
<ul>
<li>Datos de registro: correo electrónico, teléfono, nombre, fecha de nacimiento y RUN.</li>
<li>Datos de uso: apuestas, depósitos, retiros e inicios de sesión.</li>
<li>Datos técnicos: dirección IP y tipo de dispositivo, para prevenir fraudes.</li>
</ul>
<h3>Con quién los compartimos</h3>
<p>Solo con proveedores de pago y de verificación de identidad, y con las autoridades cuando la ley lo exige. Nunca vendemos tus datos.</p>
<h3>Tus derechos</h3>
<p>Puedes pedir una copia de tus datos, su corrección o su eliminación escribiendo a {email}. Respondemos en un plazo máximo de 30 días.</p>
<p>Usamos cookies estrictamente necesarias para mantener tu sesión iniciada; no usamos cookies publicitarias de terceros.</p>`,
  },
  {
    idName: 'responsible-gaming',
    name: 'Juego responsable',
    text: `<h2>Juego responsable</h2>
<p>Apostar debe ser una forma de entretenimiento, nunca una manera de ganar dinero ni de resolver problemas.</p>
<h3>Consejos para jugar con control</h3>
<ol>
<li>Fija un presupuesto antes de empezar y no lo superes.</li>
<li>No intentes recuperar lo perdido con apuestas más grandes.</li>
<li>Haz pausas y no juegues bajo los efectos del alcohol o cuando estés de mal ánimo.</li>
<li>Nunca apuestes dinero destinado a gastos básicos.</li>
</ol>
<h3>Herramientas a tu disposición</h3>
<ul>
<li><strong>Límites de depósito</strong> diarios, semanales o mensuales.</li>
<li><strong>Pausa temporal</strong> de 24 horas a 6 semanas.</li>
<li><strong>Autoexclusión</strong> de 6 meses o definitiva.</li>
</ul>
<p>Para activarlas, <a href="/contacts">contacta con soporte</a>. Si crees que tienes un problema, busca ayuda en <a href="https://www.gamblersanonymous.org" rel="noopener noreferrer" target="_blank">Jugadores Anónimos</a>.</p>
<p><strong>Prohibido el juego a menores de 18 años.</strong></p>`,
  },
  {
    idName: 'bonus-rules',
    name: 'Reglas de bonos',
    text: `<h2>Reglas de bonos y promociones</h2>
<h3>Apuestas gratis de los miércoles</h3>
<ul>
<li>Por cada {freeBetTurnover} apostados en deportes durante la semana recibes una apuesta gratis de {freeBetAmount}, hasta 5 por semana.</li>
<li>Las apuestas gratis se reclaman los miércoles en <a href="/free-bets">Apuestas gratis</a> y caducan el domingo a las 12:00 (hora de Moscú).</li>
<li>Solo valen para apuestas deportivas (prepartido o en vivo), con cuotas de 1,75 a 50; cada apuesta gratis es una apuesta separada.</li>
</ul>
<h3>Bono de express</h3>
<p>Las apuestas combinadas de al menos 2 eventos con cuota mínima de 1,40 pueden recibir un bono de hasta el 10 % de la apuesta.</p>
<h3>Cashback</h3>
<p>Devolvemos el 5 % de las apuestas deportivas perdidas de la semana como saldo de bono.</p>
<h3>Códigos promocionales</h3>
<p>Activa tus códigos en <a href="/profile/promotional-codes">Mi perfil → Códigos promocionales</a>. Cada código se puede usar una sola vez por cuenta.</p>`,
  },
  {
    idName: 'faq',
    name: 'Preguntas frecuentes',
    text: `<h2>Preguntas frecuentes</h2>
<h3>¿Cómo me registro?</h3>
<p>Pulsa <a href="/auth/registration">Registrarse</a> e ingresa tu correo o teléfono. También puedes usar el registro en un clic: te mostraremos un usuario y una contraseña generados.</p>
<h3>¿Cuánto tarda un retiro?</h3>
<p>Hasta 24 horas hábiles tras la aprobación. El retiro mínimo es de {minWithdrawal} y puedes hacer uno por día.</p>
<h3>Olvidé mi contraseña, ¿qué hago?</h3>
<p>En la pantalla de inicio de sesión elige «¿Olvidaste tu contraseña?». Te enviaremos un enlace por correo o un código por SMS.</p>
<h3>¿Por qué cambió la cuota de mi apuesta?</h3>
<p>Las cuotas cambian con el partido. Si cambian mientras confirmas, te pediremos aceptar la nueva cuota antes de registrar la apuesta.</p>
<h3>¿Puedo vender mi apuesta?</h3>
<p>Sí, muchas apuestas admiten venta anticipada (cash-out) desde el historial de apuestas. Las apuestas gratis no se pueden vender.</p>
<p>¿No encuentras tu respuesta? <a href="/contacts">Escríbenos</a>.</p>`,
  },
];
