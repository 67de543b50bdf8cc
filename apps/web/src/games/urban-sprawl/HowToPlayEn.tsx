/**
 * Urban Sprawl's how-to-play in English. Long prose with markup is kept as a page
 * per language (HowToPlayIt.tsx beside it) rather than as catalogue
 * sentences; the two must say the same things.
 */
export function HowToPlayEn() {
  return (
    <>
      <h2>How to play</h2>
      <p>
        Together you grow a small town into a metropolis, one building at a time. Each of you is a developer with money
        to spend and a reputation to build: the player with the most <b>prestige</b> when the game ends wins (most
        wealth breaks a tie).
      </p>
      <h3>Your turn</h3>
      <ul>
        <li>First you may cash in Build Permits from your hand: each one discarded gives you its wealth.</li>
        <li>
          Then you have 6 action points (8 while you hold the Union Boss). The cards on display each cost 1 to 5 points,
          depending on their slot: take a planning card, build a contract, or keep a contract for later as your favor.
        </li>
        <li>
          At the end of your turn the displays slide down and refill. Events, elections and payouts on the new cards
          happen at once.
        </li>
      </ul>
      <h3>Building</h3>
      <ul>
        <li>
          A contract names a zone (civic, commercial, industrial or residential) and a number of lots. You pay one
          permit of that zone per lot, plus wealth equal to the value of the block it goes in.
        </li>
        <li>
          Zoning: a new building must touch a building of its own zone, or no zoned building at all (parks do not count;
          corners do). Each neighbour of the same zone earns you a prestige.
        </li>
        <li>
          Some contracts carry a vocation, a restriction on where they may stand, or an effect that happens when you
          build them. Read the card.
        </li>
        <li>
          An Urban Renewal card lets the new building replace others already standing, as long as it covers all their
          lots.
        </li>
      </ul>
      <h3>Vocations, politicians and payouts</h3>
      <ul>
        <li>When someone takes a vocation, every player scores wealth or prestige for each vocation they hold.</li>
        <li>
          A ballot box on a planning card calls an election. The Mayor goes to whoever holds the most vocations; the
          other offices to whoever holds the most valuable building of their zone. Each office has a power, and scores
          at the end.
        </li>
        <li>
          Wealth and prestige markers along the board's edge make the rows they point at worth more. A payout symbol on
          a new card pays the players with the most buildings in that row.
        </li>
      </ul>
      <h3>The end</h3>
      <p>
        Three contract decks open one after another: Town, then City, then Metropolis, each opened by the previous
        deck's milestone event. When the Metropolis deck's milestone comes up, the game ends: prestige rows pay out one
        last time, every 10 wealth becomes a prestige, and the politicians score.
      </p>
    </>
  );
}
