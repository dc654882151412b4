// Set sports' drawings in our own SVG (ADR 0047): a tennis court, a table tennis table and a volleyball
// court, side 1 on the left on every page. They show who serves and from where, the service box a tennis
// serve goes to, and light the half of whoever won the last point, game or set.
import { cx } from '../../components/ui';
import styles from './match-tracker.module.css';
import { isDeuceCourt, type RallyState } from './rally-state';
import type { SetSport, Side } from './tracker-state';
import venue from './venues.module.css';

interface Props {
  rally: RallyState;
  label: string;
}

const sideClass = (side: Side) => (side === 1 ? styles.side1 : styles.side2);

/** The server's marker and the ball beside it. */
function Server({ side, x, y }: { side: Side; x: number; y: number }) {
  return (
    <g className={styles.ball} style={{ transform: `translate(${x}px, ${y}px)` }} data-testid="tracker-server">
      <circle className={cx(venue.player, side === 1 ? venue.player1 : venue.player2)} r={0.75} />
      <circle className={venue.tennisBall} cx={side === 1 ? 1.1 : -1.1} cy={-0.8} r={0.32} />
    </g>
  );
}

/** The half of the latest winner, lit once per win. */
function WonHalf({ rally, width, height }: { rally: RallyState; width: number; height: number }) {
  const won = rally.won;
  if (!won) return null;
  return (
    <rect
      key={won.key}
      className={cx(styles.zone, venue.wonHalf, sideClass(won.side))}
      x={won.side === 1 ? 0 : width / 2}
      width={width / 2}
      height={height}
    />
  );
}

const TW = 36;
const TH = 18;
const COURT = { x: 6.115, y: 3.515, w: 23.77, h: 10.97, alley: 1.37, service: 6.4 };

/** A tennis court (23.77 × 10.97 m): the server at the baseline, deuce or advantage court by the points played. */
export function TennisCourt({ rally, label }: Props) {
  const net = TW / 2;
  const mid = TH / 2;
  const singles = { top: COURT.y + COURT.alley, bottom: COURT.y + COURT.h - COURT.alley };
  const server = rally.server;
  // Facing the net, a player's right hand is "down" on the left end and "up" on the right end.
  const deuce = isDeuceCourt(rally);
  const lower = server === 1 ? deuce : !deuce;
  const boxTop = lower ? singles.top : mid;
  return (
    <svg
      className={cx(styles.field, venue.venue)}
      viewBox={`0 0 ${TW} ${TH}`}
      role="img"
      aria-label={label}
      data-testid="tracker-tennis"
    >
      <rect className={venue.tennisSurround} width={TW} height={TH} />
      <rect className={venue.tennisCourt} x={COURT.x} y={COURT.y} width={COURT.w} height={COURT.h} />
      <WonHalf rally={rally} width={TW} height={TH} />
      {server !== 0 && (
        <rect
          className={cx(styles.zone, sideClass(server))}
          x={server === 1 ? net : net - COURT.service}
          y={boxTop}
          width={COURT.service}
          height={mid - singles.top}
        />
      )}
      <g className={cx(styles.lines, venue.fine)}>
        <rect x={COURT.x} y={COURT.y} width={COURT.w} height={COURT.h} />
        <line x1={COURT.x} y1={singles.top} x2={COURT.x + COURT.w} y2={singles.top} />
        <line x1={COURT.x} y1={singles.bottom} x2={COURT.x + COURT.w} y2={singles.bottom} />
        <line x1={net - COURT.service} y1={singles.top} x2={net - COURT.service} y2={singles.bottom} />
        <line x1={net + COURT.service} y1={singles.top} x2={net + COURT.service} y2={singles.bottom} />
        <line x1={net - COURT.service} y1={mid} x2={net + COURT.service} y2={mid} />
        <line x1={COURT.x} y1={mid} x2={COURT.x + 0.4} y2={mid} />
        <line x1={COURT.x + COURT.w - 0.4} y1={mid} x2={COURT.x + COURT.w} y2={mid} />
      </g>
      <line className={venue.net} x1={net} y1={COURT.y - 0.9} x2={net} y2={COURT.y + COURT.h + 0.9} />
      {server !== 0 && (
        <Server
          side={server}
          x={server === 1 ? COURT.x - 1.3 : COURT.x + COURT.w + 1.3}
          y={lower ? mid + 2.6 : mid - 2.6}
        />
      )}
    </svg>
  );
}

const PW = 36;
const PH = 20;
const TABLE = { x: 4.3, y: 2.375, w: 27.4, h: 15.25 };

/** A table tennis table (2.74 × 1.525 m): the server at their end. */
export function TennisTable({ rally, label }: Props) {
  const server = rally.server;
  return (
    <svg
      className={cx(styles.field, venue.venue)}
      viewBox={`0 0 ${PW} ${PH}`}
      role="img"
      aria-label={label}
      data-testid="tracker-table"
    >
      <rect className={venue.tableFloor} width={PW} height={PH} />
      <WonHalf rally={rally} width={PW} height={PH} />
      <rect className={venue.tableTop} x={TABLE.x} y={TABLE.y} width={TABLE.w} height={TABLE.h} rx={0.3} />
      <g className={cx(styles.lines, venue.fine)}>
        <rect x={TABLE.x + 0.2} y={TABLE.y + 0.2} width={TABLE.w - 0.4} height={TABLE.h - 0.4} />
        <line x1={TABLE.x} y1={PH / 2} x2={TABLE.x + TABLE.w} y2={PH / 2} />
      </g>
      <line className={venue.net} x1={PW / 2} y1={TABLE.y - 1} x2={PW / 2} y2={TABLE.y + TABLE.h + 1} />
      {server !== 0 && <Server side={server} x={server === 1 ? TABLE.x - 2 : TABLE.x + TABLE.w + 2} y={PH / 2} />}
    </svg>
  );
}

const VW = 22;
const VH = 11;
const VCOURT = { x: 2, y: 1, w: 18, h: 9, attack: 3 };

/** A volleyball court (18 × 9 m): the server behind their end line, in the right-back zone. */
export function VolleyballCourt({ rally, label }: Props) {
  const server = rally.server;
  const net = VW / 2;
  return (
    <svg
      className={cx(styles.field, venue.venue)}
      viewBox={`0 0 ${VW} ${VH}`}
      role="img"
      aria-label={label}
      data-testid="tracker-volleyball"
    >
      <rect className={venue.volleyFree} width={VW} height={VH} />
      <rect className={venue.volleyCourt} x={VCOURT.x} y={VCOURT.y} width={VCOURT.w} height={VCOURT.h} />
      <WonHalf rally={rally} width={VW} height={VH} />
      <g className={cx(styles.lines, venue.finer)}>
        <rect x={VCOURT.x} y={VCOURT.y} width={VCOURT.w} height={VCOURT.h} />
        <line x1={net - VCOURT.attack} y1={VCOURT.y} x2={net - VCOURT.attack} y2={VCOURT.y + VCOURT.h} />
        <line x1={net + VCOURT.attack} y1={VCOURT.y} x2={net + VCOURT.attack} y2={VCOURT.y + VCOURT.h} />
      </g>
      <line className={venue.net} x1={net} y1={0.3} x2={net} y2={VH - 0.3} />
      {server !== 0 && (
        <Server
          side={server}
          x={server === 1 ? VCOURT.x - 1 : VCOURT.x + VCOURT.w + 1}
          y={server === 1 ? VCOURT.y + VCOURT.h - 1.5 : VCOURT.y + 1.5}
        />
      )}
    </svg>
  );
}

/** The drawing of a set sport. */
export function SetVenue({ sport, ...props }: Props & { sport: SetSport }) {
  if (sport === 'tennis') return <TennisCourt {...props} />;
  if (sport === 'tableTennis') return <TennisTable {...props} />;
  return <VolleyballCourt {...props} />;
}
