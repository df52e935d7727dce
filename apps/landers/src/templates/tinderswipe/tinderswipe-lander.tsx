import { useReducer, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@dating/ui/button';
import { VisuallyHidden } from '@dating/ui/visually-hidden';
import { Container } from '../../layout/lander-layout.styles';
import { ProfilePhoto } from '../shared/profile-photo';
import { FictionalMarker, FictionalNote } from '../shared/fictional-note';
import { SignupPanel } from '../shared/signup-panel';
import { Split } from '../shared/split.styles';
import type { TemplateProps } from '../shared/template-props';
import { choiceOfDrag, choiceOfKey, deckReducer, initialDeck, type SwipeChoice } from './deck-state';
import {
  Actions,
  CardText,
  Deck,
  Done,
  FormBox,
  Hero,
  Note,
  Position,
  RoundButton,
  Stack,
  Stamp,
  SwipeCard,
} from './tinderswipe.styles';

/** Cards drawn under the top one (the rest of the deck is not rendered). */
const VISIBLE = 3;

/**
 * `tinderswipe`: a deck of the campaign's (fictional, marked) profiles. Each card goes by a pointer swipe,
 * the like/skip buttons or the ← → keys while the deck has focus; every choice is announced. When the deck is
 * done, it points to sign-up, which sits beside the deck throughout.
 */
export function TinderswipeLander(props: TemplateProps) {
  const { t } = useTranslation('landers');
  const profiles = props.campaign.profiles;
  const [deck, dispatch] = useReducer(deckReducer(profiles.length), initialDeck);
  const [announcement, setAnnouncement] = useState('');
  const [drag, setDrag] = useState<{ id: number; startX: number; dx: number } | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const current = profiles[deck.index];

  const choose = (choice: SwipeChoice) => {
    if (!current) return;
    setAnnouncement(
      t(choice === 'like' ? 'templates.tinderswipe.liked' : 'templates.tinderswipe.passed', {
        name: current.name,
      }),
    );
    dispatch({ type: 'swipe', choice });
    if (deck.index + 1 >= profiles.length) requestAnimationFrame(() => doneRef.current?.focus());
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const choice = choiceOfKey(event.key);
    if (!choice || !current) return;
    event.preventDefault();
    choose(choice);
  };

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({ id: event.pointerId, startX: event.clientX, dx: 0 });
  };
  const onPointerMove = (event: PointerEvent) => {
    if (drag?.id === event.pointerId) setDrag({ ...drag, dx: event.clientX - drag.startX });
  };
  const onPointerUp = (event: PointerEvent) => {
    if (drag?.id !== event.pointerId) return;
    const choice = choiceOfDrag(drag.dx);
    setDrag(null);
    if (choice) choose(choice);
  };

  const visible = profiles.slice(deck.index, deck.index + VISIBLE);
  const dragChoice = drag ? choiceOfDrag(drag.dx) : null;

  return (
    <Hero aria-labelledby="hero-title">
      <Container>
        <h1 id="hero-title">{t('templates.tinderswipe.title')}</h1>
        <p>{t('templates.tinderswipe.subtitle')}</p>
        <Split>
          <div>
            <Note>
              <FictionalNote />
            </Note>
            <Deck
              role="group"
              aria-label={t('templates.tinderswipe.deck')}
              aria-describedby="fictional-disclosure"
              tabIndex={0}
              onKeyDown={onKeyDown}
              data-testid="swipe-deck"
            >
              {current ? (
                <>
                  <Stack>
                    {visible
                      .map((profile, offset) => {
                        const top = offset === 0;
                        const dx = top && drag ? drag.dx : 0;
                        const transform = top
                          ? `translateX(${dx}px) rotate(${dx / 20}deg)`
                          : `translateY(${offset * 10}px) scale(${1 - offset * 0.05})`;
                        return (
                          <SwipeCard
                            key={`${deck.index + offset}-${profile.name}`}
                            aria-hidden={top ? undefined : true}
                            data-top={top ? '' : undefined}
                            data-dragging={top && drag ? '' : undefined}
                            data-fictional=""
                            style={{ transform, zIndex: VISIBLE - offset }}
                            {...(top
                              ? {
                                  onPointerDown,
                                  onPointerMove,
                                  onPointerUp,
                                  onPointerCancel: () => setDrag(null),
                                }
                              : {})}
                          >
                            <ProfilePhoto profile={profile} hue={profile.hue ?? 350} />
                            {top && dragChoice ? (
                              <Stamp data-choice={dragChoice} aria-hidden="true">
                                {dragChoice === 'like' ? '♥' : '✕'}
                              </Stamp>
                            ) : null}
                            <CardText>
                              <h2>{profile.name}</h2>
                              <p>
                                {t('gallery.age', { count: profile.age })} · {profile.city}
                              </p>
                              <FictionalMarker />
                            </CardText>
                          </SwipeCard>
                        );
                      })
                      .reverse()}
                  </Stack>
                  <Position>
                    {t('templates.tinderswipe.position', { current: deck.index + 1, total: profiles.length })}
                  </Position>
                  <Actions>
                    <RoundButton
                      type="button"
                      data-choice="pass"
                      aria-label={t('templates.tinderswipe.pass', { name: current.name })}
                      onClick={() => choose('pass')}
                    >
                      <span aria-hidden="true">✕</span>
                    </RoundButton>
                    <RoundButton
                      type="button"
                      data-choice="like"
                      aria-label={t('templates.tinderswipe.like', { name: current.name })}
                      onClick={() => choose('like')}
                    >
                      <span aria-hidden="true">♥</span>
                    </RoundButton>
                  </Actions>
                </>
              ) : (
                <Done ref={doneRef} tabIndex={-1} data-testid="swipe-done">
                  <p>{t('templates.tinderswipe.done')}</p>
                  <Button href={props.signupHref}>{t('cta.button')}</Button>
                  <Button variant="ghost" onClick={() => dispatch({ type: 'restart' })}>
                    {t('templates.tinderswipe.restart')}
                  </Button>
                </Done>
              )}
              <VisuallyHidden role="status" data-testid="swipe-status">
                {announcement}
              </VisuallyHidden>
            </Deck>
          </div>
          <FormBox>
            <SignupPanel {...props} />
          </FormBox>
        </Split>
      </Container>
    </Hero>
  );
}
