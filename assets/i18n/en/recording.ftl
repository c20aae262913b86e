# The recording screen: its keys, the help overlay, the scoresheet and the message area.

key-help = Show or hide this list of keys
key-take-back = Take back the last move (asks for a reason)
key-result = Record the result
key-signatures = Signatures and the score sheet
key-draw-white = White offers a draw
key-draw-black = Black offers a draw
key-draw-accept = Accept the draw offer
key-draw-decline = Decline the draw offer
key-reserves = Show the private reserves for a few seconds
key-flip = Flip the board
key-public = Open or close the public board window
key-cancel = Close the dialog
key-enter = Record the typed move; confirm a dialog
key-tab = Next field (Shift+Tab: previous field)
help-title = Keys of the recording screen
help-close = Close
