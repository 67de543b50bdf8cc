import { END_SPECIALISTS, END_SPECIALIST_VALUE, END_UNDEVELOPED, MAX_SUBMITTED, SUBMIT_COST_STEP } from './content';

/**
 * Urbania's how-to-play in English. Long prose with markup is kept as a page
 * per language (HowToPlayIt.tsx beside it) rather than as catalogue
 * sentences; the two must say the same things.
 */
export function HowToPlayEn() {
  return (
    <>
      <h2>How to play</h2>
      <p>
        A run-down city waits to be rebuilt, square by square. You collect resource cards, renew buildings, hire
        specialists and, above all, pick the projects that will pay off at the end. Most victory points (VP) wins; a tie
        goes to whoever scored more with projects.
      </p>
      <h3>Your turn: two actions</h3>
      <ul>
        <li>
          <b>Draw</b>: take two cards, each from the face-up pool, blind from the resource pile, or blind from the
          project pile.
        </li>
        <li>
          <b>Renew</b>: pick an undeveloped building next to one already renewed (not diagonally) and pay its workers
          with cards of its colour. Residential buildings take workers of any one colour. You score its VP at once and
          its type rises one step on the value track.
        </li>
        <li>
          <b>Hire</b>: pay a specialist's value in coins of its colour, from your hand or from cards lying in front of
          you, and take it, even from another player. Its marker then rises one step.
        </li>
        <li>
          <b>Submit</b>: lay a project from your hand face down. At most {MAX_SUBMITTED} in a game; each costs 1 VP per
          full {SUBMIT_COST_STEP} VP you hold.
        </li>
      </ul>
      <p>
        You may repeat an action. Rainbow icons are wild. Overpaying gives no change. A card icon on a renewed building
        or on the value track lets you draw one more card. After your actions, each specialist in front of you scores as
        many VP as its building type is worth on the value track.
      </p>
      <h3>The end</h3>
      <p>
        The end phase starts when a district is down to {END_UNDEVELOPED} undeveloped buildings, or when{' '}
        {END_SPECIALISTS} specialists are worth {END_SPECIALIST_VALUE} or more. Play goes on until everyone has had the
        same number of turns, plus one more full round. Then the submitted projects score; those still in hand do not.
      </p>
    </>
  );
}
