import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Toggle = styled.button`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing[2]};
  align-items: center;
  min-height: 2.75rem;
  padding: ${({ theme }) => `0 ${theme.spacing[4]}`};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  color: ${({ theme }) => theme.colors.text.default};
  background: ${({ theme }) => theme.colors.background.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus.ring};
    outline-offset: 2px;
  }
`;

/** Play/Pause of a looping animation; its name says what a press does. */
export function PlayToggle({ playing, onToggle }: { playing: boolean; onToggle: () => void }) {
  const { t } = useTranslation('landers');
  return (
    <Toggle type="button" onClick={onToggle} data-testid="play-toggle">
      <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      {playing ? t('templates.common.pause') : t('templates.common.play')}
    </Toggle>
  );
}

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[3]};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.spacing[4]};

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;

/** The Play/Pause toggle of a silent animation with the note that it has no sound. */
export function PlaybackControls({
  playing,
  onToggle,
  className,
}: {
  playing: boolean;
  onToggle: () => void;
  className?: string;
}) {
  const { t } = useTranslation('landers');
  return (
    <Controls className={className}>
      <PlayToggle playing={playing} onToggle={onToggle} />
      <p>{t('templates.common.noSound')}</p>
    </Controls>
  );
}
