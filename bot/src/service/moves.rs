//! `/move`, `/board`, `/resign`, `/draw`, `/abort`, `/takeback`, and what a game's end
//! and each new position tell whom.

use rules::{AnyGame, Color, EndReason, Outcome as Result_, PlayAsError, Played};

use super::challenge::game_title;
use super::message::{Action, ActionStyle, Event, Label, Message, TitleEnd};
use super::pictures::{player_board, public_board, style_of};
use super::ratings::record_result;
use super::request::{OfferAction, Request};
use super::said::{GameRefusal as No, GameSaid, Next, Told};
use super::txn::Txn;
use super::{Ctx, Fail, Loaded, Outcome, Service, refuse};
use crate::model::{GameDoc, GameId, LapsedOffer, Time};
use crate::store::Store;

use crate::model::counts;

impl<S: Store> Service<S> {
    pub(crate) fn play_move(&self, ctx: &Ctx<'_>, text: &str, game: Option<GameId>) -> Outcome {
        if game.is_none()
            && let Some(open) = self.move_answers_puzzle(ctx)?
        {
            return self.answer_puzzle(ctx, &open, text);
        }
        let Loaded {
            version,
            mut doc,
            mut game,
        } = self.resolve(ctx, game, true, true)?;
        if game.is_dark() && ctx.typed.is_some() && ctx.cmd.server.is_some() {
            // Typed in a server's channel, the move is out for all to read: not played,
            // so that the player may still choose another.
            return refuse(No::DarkTypedInPublic(doc.id));
        }
        let color = doc.color_of(ctx.me()).expect("resolved among my games");
        let played = match game.play_as(color, text) {
            Ok(played) => played,
            // Stored as running, but the rules have ended it (a record written under an
            // earlier count of the rules): it ends now with their result, and the move
            // is not played.
            Err(PlayAsError::GameOver(_)) if doc.is_running() => {
                return self.commit_game_change(ctx, version, doc, &game, None, None);
            }
            Err(e) => {
                return refuse(match e {
                    PlayAsError::NotYourTurn { to_move } => No::NotYourTurn {
                        game: doc.id,
                        variant: game.variant(),
                        to_move,
                    },
                    PlayAsError::GameOver(_) => No::Over(doc.id),
                    PlayAsError::Refused(refusal) => No::Move(Box::new(refusal)),
                });
            }
        };
        doc.set_record(&game);
        // The opponent's offers lapse: they were not answered but moved past. The mover's
        // own draw offer stands (the opponent may still take it); their own takeback
        // request goes with the move they played instead.
        let lapsed: Vec<LapsedOffer> = [(doc.draw_offer, false), (doc.takeback, true)]
            .into_iter()
            .filter(|(by, _)| *by == Some(!color))
            .map(|(_, takeback)| LapsedOffer {
                takeback,
                by: !color,
            })
            .collect();
        if doc.draw_offer == Some(!color) {
            doc.draw_offer = None;
        }
        doc.takeback = None;
        doc.lapsed.clone_from(&lapsed);
        let answered = Self::answer_by_premove(&mut doc, &mut game, &played);
        let offerer = doc.player(!color).clone();
        let (gid, mover) = (doc.id, ctx.my_name_in(doc.server.as_ref())?);
        let mut out =
            self.commit_game_change(ctx, version, doc, &game, Some(&played), answered.as_ref())?;
        if !offerer.is_engine() {
            for l in lapsed {
                out.push(Message::dm(
                    &offerer,
                    GameSaid::OfferLapsed {
                        game: gid,
                        takeback: l.takeback,
                        mover: mover.clone(),
                    },
                ));
            }
        }
        Ok(out)
    }

    /// Writes a game that changed (a move, a takeback, an ending) with the new deadline or
    /// the final result, and returns what it tells whom.
    fn commit_game_change(
        &self,
        ctx: &Ctx<'_>,
        version: u64,
        mut doc: GameDoc,
        game: &AnyGame,
        played: Option<&Played>,
        answered: Option<&Played>,
    ) -> Outcome {
        let mut after = Vec::new();
        match game.outcome() {
            Some(outcome) => after = self.finish(&ctx.txn, &mut doc, outcome, ctx.now)?,
            None => {
                let remind = ctx.txn.player(doc.player(game.turn()))?.remind;
                doc.restart_clock(game.turn(), ctx.now, remind);
            }
        }
        ctx.txn.put_game(Some(version), doc.clone());
        ctx.touch_author()?;
        let mut out = self.position_messages(&ctx.txn, &doc, game, played, answered, ctx.now)?;
        out.extend(after);
        Ok(out)
    }

    /// Ends running game `loaded` with `outcome` (a game the rules have already ended keeps
    /// theirs), writes its record, counts it ([`Service::finish`]) and stages it in `txn`:
    /// the game as ended, and what follows its end. The clock's endings and a tournament's
    /// forfeits end a game this way.
    pub(crate) fn end_loaded(
        &self,
        txn: &Txn<'_>,
        loaded: Loaded,
        outcome: Result_,
        now: Time,
    ) -> Outcome<(GameDoc, AnyGame, Vec<Message>)> {
        let Loaded {
            version,
            mut doc,
            mut game,
        } = loaded;
        if game.outcome().is_none() {
            game.end(outcome)
                .map_err(|_| Fail::Refuse(No::Over(doc.id).into()))?;
        }
        doc.set_record(&game);
        let after = self.finish(txn, &mut doc, outcome, now)?;
        txn.put_game(Some(version), doc.clone());
        Ok((doc, game, after))
    }

    /// Marks a game finished and counts its result in the players' documents (staged in
    /// `txn`), and in its tournament's if it is a game of one: what follows the game's
    /// end — the rating changes, if it was rated, and what its tournament makes of it (the
    /// standings, the next round, the end). A game that ended before both sides had moved,
    /// whatever ended it, counts for no rating and gets no review (as lichess aborts such
    /// a game); in a tournament its result stands.
    pub(crate) fn finish(
        &self,
        txn: &Txn<'_>,
        doc: &mut GameDoc,
        outcome: Result_,
        now: Time,
    ) -> Outcome {
        doc.finished = Some(now);
        doc.deadline = None;
        doc.reminded.clear();
        doc.premoves = None;
        doc.review_due = counts(doc.moves.len());
        doc.draw_offer = None;
        doc.takeback = None;
        let mut red_doc = txn.player(&doc.red)?;
        let mut black_doc = txn.player(&doc.black)?;
        if let Some(server) = &doc.server {
            // Where they have played: a server's leaderboard lists its own players.
            for p in [&mut red_doc, &mut black_doc] {
                p.servers.insert(server.clone());
            }
        }
        let change = if counts(doc.moves.len()) {
            record_result(
                [&mut red_doc, &mut black_doc],
                doc.server.as_ref(),
                &doc.variant,
                outcome,
                doc.rated,
            )
        } else {
            None
        };
        doc.ratings_after =
            change.map(|[r, b]| [r.1.rating.round() as i32, b.1.rating.round() as i32]);
        let ratings = change.map(|[r, b]| GameSaid::Ratings {
            changes: [
                (red_doc.name_in(doc.server.as_ref()).to_owned(), r.0, r.1),
                (black_doc.name_in(doc.server.as_ref()).to_owned(), b.0, b.1),
            ],
        });
        txn.update_player(&doc.red, |d| *d = red_doc)?;
        txn.update_player(&doc.black, |d| *d = black_doc)?;
        let mut after: Vec<Message> = ratings
            .map(|r| Message::in_place_of(&*doc, r))
            .into_iter()
            .collect();
        after.extend(self.event_game_ended(txn, doc, outcome, now)?);
        Ok(after)
    }

    /// What a position tells whom: in an open game the board in public from the side of
    /// the player to move and a DM that it is their turn; in a running dark game only a
    /// public notice, and each player's own fog picture and report by DM; at the end of
    /// any game the result and the whole board in public.
    pub(crate) fn position_messages(
        &self,
        txn: &Txn<'_>,
        doc: &GameDoc,
        game: &AnyGame,
        played: Option<&Played>,
        answered: Option<&Played>,
        now: crate::model::Time,
    ) -> Outcome {
        let variant = game.variant();
        let names = txn.names(doc)?;
        let name_refs = [names[0].as_str(), names[1].as_str()];
        let to_move = game.turn();
        let mover = txn.player(doc.player(to_move))?;
        let told = |p: &Played| Told {
            by: names[p.by.index()].clone(),
            written: p.written.clone(),
        };
        let mut out = Vec::new();
        if game.is_dark() && game.outcome().is_none() {
            let notice = game.notice();
            out.push(
                Message::in_place_of(
                    doc,
                    GameSaid::DarkMoved {
                        game: doc.id,
                        variant,
                        moved: played.map(|p| (p.by, notice.ply)),
                        to_move: notice.to_move,
                    },
                )
                // No mention: the player to move is told by the direct message with
                // their board that follows (one notification a turn).
                .with_actions(game_actions(doc, Label::MyBoard)),
            );
            for color in Color::ALL {
                let player = txn.player(doc.player(color))?;
                let report = game.report(color).expect("a dark game");
                let said = GameSaid::DarkReport {
                    game: doc.id,
                    you_played: played.filter(|p| p.by == color).map(|p| p.written.clone()),
                    report: Box::new(report),
                };
                let mut dm = Message::dm(&player.id, said).with_sketch(Some(player_board(
                    doc,
                    game,
                    name_refs,
                    color,
                    style_of(&player),
                )));
                // Their own view on the web, by a link only they are given.
                dm.page_url = self.private_url(doc, color, now);
                out.push(dm);
            }
            return Ok(out);
        }
        let next = match game.outcome() {
            Some(outcome) => Next::Ended {
                outcome,
                counts: counts(game.ply()),
                whole_game: game
                    .reveal()
                    .filter(|_| game.is_dark() && game.ply() > 0)
                    .map(|r| r.notations()),
            },
            // Palace answers at once with its move and the board: no picture of the
            // position it is thinking about, turned to its side.
            None if doc.player(to_move).is_engine() => Next::Thinking {
                name: names[to_move.index()].clone(),
                side: to_move,
            },
            None => Next::ToMove {
                name: names[to_move.index()].clone(),
                side: to_move,
            },
        };
        let thinking = matches!(next, Next::Thinking { .. });
        let said = GameSaid::Position {
            game: doc.id,
            variant,
            played: played.map(told),
            answered: answered.map(told),
            next,
        };
        if thinking {
            out.push(Message::in_place_of(doc, said));
            return Ok(out);
        }
        let picture = public_board(doc, game, name_refs, to_move, style_of(&mover));
        let board = Message::in_place_of(doc, said).with_sketch(picture);
        match game.outcome() {
            Some(o) => out.push(board.with_event(Event::GameEnded {
                game: doc.id,
                in_event: doc.event.is_some(),
                title: game_title(doc, &names, Some(TitleEnd::Result(o))),
            })),
            None => out.extend(
                board
                    .with_actions(game_actions(doc, Label::Board))
                    .notifying(&mover.id, mover.notify, || GameSaid::YourMove {
                        game: doc.id,
                        variant,
                        place: doc.place.clone(),
                        played: played.map(told),
                        answered: answered.map(told),
                    }),
            ),
        }
        Ok(out)
    }

    pub(crate) fn board(&self, ctx: &Ctx<'_>, flip: bool, game: Option<GameId>) -> Outcome {
        let Loaded { doc, game, .. } = self.resolve(ctx, game, false, false)?;
        let names = ctx.txn.names(&doc)?;
        let name_refs = [names[0].as_str(), names[1].as_str()];
        let style = style_of(&ctx.txn.player(ctx.me())?);
        let mine = doc.color_of(ctx.me());
        if game.reveal().is_none() {
            // A running dark game: a player's own view, privately; nothing for others.
            let Some(color) = mine else {
                return refuse(No::DarkBoardHidden(doc.id));
            };
            let report = game.report(color).expect("a dark game");
            let said = GameSaid::DarkReport {
                game: doc.id,
                you_played: None,
                report: Box::new(report),
            };
            let mut reply = Message::reply(ctx.me(), said)
                .with_sketch(Some(player_board(&doc, &game, name_refs, color, style)));
            reply.page_url = self.private_url(&doc, color, ctx.now);
            return Ok(vec![reply]);
        }
        let side = mine.unwrap_or(game.turn());
        let side = if flip { !side } else { side };
        // In public: nobody is "you" in the line.
        let line = self.game_line(&doc, ctx, false)?;
        Ok(vec![
            Message::public(
                &ctx.cmd.place,
                ctx.cmd.server.as_ref(),
                GameSaid::Line(line),
            )
            .with_sketch(public_board(&doc, &game, name_refs, side, style)),
        ])
    }

    pub(crate) fn resign(&self, ctx: &Ctx<'_>, game: Option<GameId>) -> Outcome {
        let Loaded {
            version,
            mut doc,
            mut game,
        } = self.resolve(ctx, game, true, true)?;
        let color = doc.color_of(ctx.me()).expect("mine");
        end(
            &mut game,
            Result_::loss(color, EndReason::Resignation),
            doc.id,
        )?;
        doc.set_record(&game);
        self.commit_game_change(ctx, version, doc, &game, None, None)
    }

    pub(crate) fn draw(&self, ctx: &Ctx<'_>, action: OfferAction, game: Option<GameId>) -> Outcome {
        let Loaded {
            version,
            mut doc,
            mut game,
        } = self.resolve(ctx, game, true, true)?;
        let me = doc.color_of(ctx.me()).expect("mine");
        let them = doc.player(!me).clone();
        let their_name = ctx.txn.name_of(&them, doc.server.as_ref())?;
        let my_name = ctx.my_name_in(doc.server.as_ref())?;
        let offered_to_me = doc.draw_offer == Some(!me);
        match action {
            OfferAction::Make if doc.draw_offer == Some(me) => refuse(No::DrawAlreadyOffered),
            // Offering when the opponent already has, or accepting their offer: a draw.
            OfferAction::Make | OfferAction::Accept if offered_to_me => {
                end(&mut game, Result_::draw(EndReason::Agreement), doc.id)?;
                doc.set_record(&game);
                self.commit_game_change(ctx, version, doc, &game, None, None)
            }
            OfferAction::Make => {
                doc.draw_offer = Some(me);
                ctx.txn.put_game(Some(version), doc.clone());
                let notify = ctx.txn.player(&them)?.notify;
                let said = GameSaid::DrawOffered {
                    game: doc.id,
                    by: my_name.clone(),
                    to: their_name,
                    to_palace: them.is_engine(),
                };
                Ok(Message::in_place_of(&doc, said)
                    .with_actions(answer_actions(&doc, false))
                    .notifying(&them, notify, || GameSaid::DrawOfferedToYou {
                        game: doc.id,
                        by: my_name.clone(),
                        place: doc.place.clone(),
                    }))
            }
            _ if !offered_to_me
                && doc.lapsed.contains(&LapsedOffer {
                    takeback: false,
                    by: !me,
                }) =>
            {
                refuse(No::OfferLapsed {
                    takeback: false,
                    by: their_name,
                })
            }
            _ if !offered_to_me => refuse(No::NoDrawOffered(their_name)),
            _ => {
                doc.draw_offer = None;
                ctx.txn.put_game(Some(version), doc.clone());
                Ok(vec![Message::in_place_of(
                    &doc,
                    GameSaid::DrawDeclined {
                        game: doc.id,
                        by: my_name.clone(),
                    },
                )])
            }
        }
    }

    pub(crate) fn abort(&self, ctx: &Ctx<'_>, game: Option<GameId>) -> Outcome {
        let Loaded {
            version,
            mut doc,
            game,
        } = self.resolve(ctx, game, true, true)?;
        if game.ply() >= 2 {
            return refuse(No::TooLateToAbort(doc.id));
        }
        if doc.event.is_some() {
            return refuse(No::EventGame(doc.id));
        }
        doc.aborted = true;
        doc.finished = Some(ctx.now);
        doc.deadline = None;
        doc.reminded.clear();
        ctx.txn.put_game(Some(version), doc.clone());
        ctx.touch_author()?;
        let names = ctx.txn.names(&doc)?;
        Ok(vec![
            Message::in_place_of(
                &doc,
                GameSaid::Aborted {
                    game: doc.id,
                    by: ctx.my_name_in(doc.server.as_ref())?,
                },
            )
            .with_event(Event::GameEnded {
                game: doc.id,
                in_event: doc.event.is_some(),
                title: game_title(&doc, &names, Some(TitleEnd::Aborted)),
            }),
        ])
    }

    pub(crate) fn takeback(
        &self,
        ctx: &Ctx<'_>,
        action: OfferAction,
        game: Option<GameId>,
    ) -> Outcome {
        let Loaded {
            version,
            mut doc,
            mut game,
        } = self.resolve(ctx, game, true, true)?;
        if game.is_dark() {
            return refuse(No::NoTakebacksInDark);
        }
        let me = doc.color_of(ctx.me()).expect("mine");
        let their_name = ctx.txn.name_of(doc.player(!me), doc.server.as_ref())?;
        let my_name = ctx.my_name_in(doc.server.as_ref())?;
        match action {
            OfferAction::Make => {
                if doc.takeback == Some(me) {
                    return refuse(No::TakebackAlreadyAsked);
                }
                let mine_played = if game.turn() == me {
                    game.ply() >= 2
                } else {
                    game.ply() >= 1
                };
                if !mine_played {
                    return refuse(No::NothingToTakeBack);
                }
                doc.takeback = Some(me);
                ctx.txn.put_game(Some(version), doc.clone());
                let them = doc.player(!me).clone();
                let notify = ctx.txn.player(&them)?.notify;
                let said = GameSaid::TakebackAsked {
                    game: doc.id,
                    by: my_name.clone(),
                    to: their_name,
                    to_palace: them.is_engine(),
                };
                Ok(Message::in_place_of(&doc, said)
                    .with_actions(answer_actions(&doc, true))
                    .notifying(&them, notify, || GameSaid::TakebackAskedOfYou {
                        game: doc.id,
                        by: my_name.clone(),
                        place: doc.place.clone(),
                    }))
            }
            OfferAction::Accept => {
                if doc.takeback != Some(!me) {
                    return refuse(takeback_not_asked(&doc, me, their_name));
                }
                // The requester's last move, and the reply to it if they are to move.
                let plies = if game.turn() == !me { 2 } else { 1 };
                for _ in 0..plies {
                    game.undo()
                        .map_err(|e| Fail::Refuse(No::NoTakeback(e).into()))?;
                }
                doc.set_record(&game);
                doc.takeback = None;
                doc.draw_offer = None;
                doc.premoves = None;
                let mut out = vec![Message::in_place_of(
                    &doc,
                    GameSaid::TakebackAccepted {
                        game: doc.id,
                        by: my_name.clone(),
                        asker: their_name,
                        plies,
                    },
                )];
                out.extend(self.commit_game_change(ctx, version, doc, &game, None, None)?);
                Ok(out)
            }
            _ => {
                if doc.takeback != Some(!me) {
                    return refuse(takeback_not_asked(&doc, me, their_name));
                }
                doc.takeback = None;
                ctx.txn.put_game(Some(version), doc.clone());
                Ok(vec![Message::in_place_of(
                    &doc,
                    GameSaid::TakebackDeclined {
                        game: doc.id,
                        by: my_name.clone(),
                    },
                )])
            }
        }
    }
}

/// Why there is no takeback for `me` to answer: it lapsed when they moved, or there was
/// none.
fn takeback_not_asked(doc: &GameDoc, me: rules::Color, their_name: String) -> No {
    let lapsed = LapsedOffer {
        takeback: true,
        by: !me,
    };
    if doc.lapsed.contains(&lapsed) {
        No::OfferLapsed {
            takeback: true,
            by: their_name,
        }
    } else {
        No::NoTakebackAsked(their_name)
    }
}

/// The buttons under a running game's board: the board (privately in a dark game) and
/// resignation, which asks first.
fn game_actions(doc: &GameDoc, board: Label) -> Vec<Action> {
    let game = Some(doc.id);
    vec![
        Action::new(
            board,
            ActionStyle::Secondary,
            Request::Board { flip: false, game },
        ),
        Action::new(Label::Resign, ActionStyle::Danger, Request::Resign { game }).confirmed(),
    ]
}

/// Accept and Decline buttons for an offer: a draw (`takeback` false) or a takeback.
fn answer_actions(doc: &GameDoc, takeback: bool) -> Vec<Action> {
    let game = Some(doc.id);
    let answer = |action| {
        if takeback {
            Request::Takeback { action, game }
        } else {
            Request::Draw { action, game }
        }
    };
    let accept = if takeback {
        Label::AcceptTakeback
    } else {
        Label::AcceptDraw
    };
    vec![
        Action::new(accept, ActionStyle::Primary, answer(OfferAction::Accept)),
        Action::new(
            Label::Decline,
            ActionStyle::Danger,
            answer(OfferAction::Decline),
        ),
    ]
}

fn end(game: &mut AnyGame, outcome: Result_, id: GameId) -> Outcome<()> {
    game.end(outcome)
        .map(|_| ())
        .map_err(|_| Fail::Refuse(No::Over(id).into()))
}
