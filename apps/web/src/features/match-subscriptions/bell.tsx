import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BellButton, type MatchBellProps } from './bell-button';
import { BellChooser } from './bell-chooser';
import { followedGamesQuery, gameSubscriptionQuery } from './subscriptions-api';

/** A signed-in player's bell: lit for a followed game; a press opens the chooser of the game's events. */
export function PlayerBell({ gameId, constId, name, place }: MatchBellProps) {
  const [open, setOpen] = useState(false);
  // This game's events once its chooser read or saved them; else the player's followed games (one call for a list).
  const { data: events } = useQuery({ ...gameSubscriptionQuery(gameId), enabled: false });
  const { data: followed = [] } = useQuery(followedGamesQuery());
  const isOn = events ? events.length > 0 : constId !== undefined && followed.includes(constId);
  return (
    <BellButton
      gameId={gameId}
      name={name}
      place={place}
      isOn={isOn}
      expanded={open}
      onPress={() => setOpen((o) => !o)}
    >
      {open && <BellChooser gameId={gameId} name={name} onClose={() => setOpen(false)} />}
    </BellButton>
  );
}
