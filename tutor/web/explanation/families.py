"""Imports every family's renderers so that they register (one line a family)."""

from tutor.web.explanation import ask_bids as ask_bids
from tutor.web.explanation import ask_calls as ask_calls
from tutor.web.explanation import ask_variants as ask_variants
from tutor.web.explanation import auction as auction
from tutor.web.explanation import best_play as best_play
from tutor.web.explanation import bid_amount as bid_amount
from tutor.web.explanation import bid_declare as bid_declare
from tutor.web.explanation import british_calls as british_calls
from tutor.web.explanation import calls as calls
from tutor.web.explanation import calls_heard as calls_heard
from tutor.web.explanation import defend as defend
from tutor.web.explanation import lone as lone
from tutor.web.explanation import naming as naming
from tutor.web.explanation import offer as offer
from tutor.web.explanation import puzzle as puzzle
from tutor.web.explanation import rule_question_prompts as rule_question_prompts
from tutor.web.explanation import rule_questions as rule_questions
from tutor.web.explanation import rules as rules
from tutor.web.explanation import scoring as scoring
from tutor.web.explanation import table_questions as table_questions
from tutor.web.explanation import variant_calls as variant_calls
