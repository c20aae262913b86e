//! The desk before the game: event data, ruleset and options, sealing and revealing the
//! schemes (R5), bastion lots (R8) and fixing the start position (E10).

use super::{Fixed, Recorder, RecorderError, SetupPart};
use crate::journal::Action;
use crate::lots;
use crate::model::*;
use crate::scheme::Scheme;
use crate::seal::{self, SealError};
use std::path::Path;
use victoria_rules::{Color, Game, Position, Rules, Ruleset};

impl Recorder {
    fn no_setup_in_synthesis(&self, what: SetupPart) -> Result<(), RecorderError> {
        if self.is_synthesis() {
            return Err(RecorderError::NoSetupInSynthesis(what));
        }
        Ok(())
    }

    /// Sets the event data (any time: names may be corrected).
    pub fn set_event(&mut self, event: EventInfo) -> Result<(), RecorderError> {
        self.commit(Action::SetEvent { event })
    }

    /// Sets ruleset and options; only before the first seal (R5: options precede schemes).
    pub fn set_rules(&mut self, rules: Rules) -> Result<(), RecorderError> {
        if self.record.schemes.white.is_sealed() || self.record.schemes.black.is_sealed() || self.is_started() {
            return Err(RecorderError::Started(Fixed::Options));
        }
        if (rules.ruleset == Ruleset::Synthesis) != self.is_synthesis() {
            return Err(RecorderError::RulesetFixed);
        }
        self.commit(Action::SetRules { rules })
    }

    /// Seals a typed scheme for `side`; returns the seal code. Every problem is listed at once.
    pub fn seal_text(&mut self, side: Color, text: &str) -> Result<String, RecorderError> {
        let scheme = Scheme::parse(side, text).map_err(SealError::Invalid)?;
        self.seal(&scheme)
    }

    /// Seals a scheme read from a small text file (the typed form); returns the seal code.
    pub fn seal_file(&mut self, side: Color, path: &Path) -> Result<String, RecorderError> {
        let scheme = Scheme::read_file(side, path).map_err(SealError::Invalid)?;
        self.seal(&scheme)
    }

    /// Seals a scheme; returns the seal code.
    pub fn seal(&mut self, scheme: &Scheme) -> Result<String, RecorderError> {
        self.no_setup_in_synthesis(SetupPart::Schemes)?;
        let time = self.now();
        let mut trial = self.record.clone();
        let code = seal::seal_scheme_at(&mut trial, scheme, time)?;
        let s = trial.schemes.get(scheme.color);
        let action = Action::Seal {
            side: scheme.color,
            seal_code: code.clone(),
            commitment: s.commitment.clone().unwrap_or_default(),
            sealed_at: time,
            sealed: s.sealed.clone().unwrap_or_default(),
        };
        self.commit(action)?;
        Ok(code)
    }

    /// Reveals both schemes together, checking both commitments (R5).
    pub fn reveal(&mut self) -> Result<(), RecorderError> {
        self.no_setup_in_synthesis(SetupPart::Schemes)?;
        let time = self.now();
        let mut trial = self.record.clone();
        seal::reveal_at(&mut trial, time)?;
        let white = trial.schemes.white.revealed.clone().ok_or(SealError::NotSealed(Color::White))?;
        let black = trial.schemes.black.revealed.clone().ok_or(SealError::NotSealed(Color::Black))?;
        self.commit(Action::Reveal { white, black, time })
    }

    /// The sides whose sealed scheme cannot be opened on this machine (the seal key is not
    /// here, or is not the one it was sealed under): their players type the scheme from their
    /// paper again for [`reveal_typed`](Self::reveal_typed).
    pub fn unopenable(&self) -> Vec<Color> {
        if self.is_synthesis() { Vec::new() } else { seal::unopenable(&self.record) }
    }

    /// Reveals both schemes together (R5), each side in `typed` from the scheme its player
    /// typed again from the paper (accepted only if it matches the seal), the others opened
    /// with the seal key. Every problem of a typed scheme is listed; on any error nothing
    /// changes.
    pub fn reveal_typed(&mut self, typed: &[(Color, &str)]) -> Result<(), RecorderError> {
        self.no_setup_in_synthesis(SetupPart::Schemes)?;
        let schemes = typed
            .iter()
            .map(|&(side, text)| Scheme::parse(side, text).map_err(SealError::Invalid))
            .collect::<Result<Vec<_>, _>>()?;
        let time = self.now();
        let mut trial = self.record.clone();
        seal::reveal_typed_at(&mut trial, &schemes, time)?;
        let white = trial.schemes.white.revealed.clone().ok_or(SealError::NotSealed(Color::White))?;
        let black = trial.schemes.black.revealed.clone().ok_or(SealError::NotSealed(Color::Black))?;
        self.commit(Action::Reveal { white, black, time })
    }

    /// Draws one lot for `side` from the virtual bag and logs it (accepted or set aside).
    pub fn draw_lot(&mut self, side: Color) -> Result<BastionLot, RecorderError> {
        let time = self.now();
        self.draw_lot_timed(side, time)
    }

    fn draw_lot_timed(&mut self, side: Color, time: Time) -> Result<BastionLot, RecorderError> {
        self.no_setup_in_synthesis(SetupPart::Bastions)?;
        let lot = lots::virtual_lot(&self.record, side, time)?;
        self.commit(Action::Lot { lot: lot.clone() })?;
        Ok(lot)
    }

    /// Draws from the virtual bag until both sides have 3 bastions; returns every lot drawn,
    /// timed a few seconds apart from the clock's time.
    pub fn draw_all_lots(&mut self) -> Result<Vec<BastionLot>, RecorderError> {
        let time = self.now();
        let mut out = Vec::new();
        for side in Color::ALL {
            while lots::bastions_missing(&self.record, side) > 0 {
                let t = time + chrono::Duration::seconds(5 * out.len() as i64);
                out.push(self.draw_lot_timed(side, t)?);
            }
        }
        Ok(out)
    }

    /// Logs a lot drawn from a physical bag; an impossible lot is refused with the reason and
    /// not logged; a lot naming an occupied square is logged as set aside.
    pub fn enter_lot(&mut self, side: Color, text: &str) -> Result<BastionLot, RecorderError> {
        self.no_setup_in_synthesis(SetupPart::Bastions)?;
        let time = self.now();
        let lot = lots::physical_lot(&self.record, side, text, time)?;
        self.commit(Action::Lot { lot: lot.clone() })?;
        Ok(lot)
    }

    /// Fixes the start position from the revealed schemes and bastions (E10 decides who moves
    /// first). Returns the side to move.
    pub fn start(&mut self) -> Result<Color, RecorderError> {
        if self.record.start_vfen.is_some() {
            return Err(RecorderError::Started(Fixed::StartPosition));
        }
        let pos = lots::start_position(&self.record)?;
        let turn = pos.turn();
        self.commit(Action::Start { vfen: pos.to_vfen() })?;
        self.install(Game::new(pos));
        Ok(turn)
    }

    /// Starts from a given position instead (a composed position, or classical chess).
    pub fn start_from_vfen(&mut self, vfen: &str) -> Result<Color, RecorderError> {
        if self.record.start_vfen.is_some() {
            return Err(RecorderError::Started(Fixed::StartPosition));
        }
        let pos = Position::from_vfen(vfen, self.record.rules).map_err(RecorderError::BadPosition)?;
        let turn = pos.turn();
        self.commit(Action::Start { vfen: pos.to_vfen() })?;
        self.install(Game::new(pos));
        Ok(turn)
    }
}
