"""A-9's lone hand for the British pack as the explanations word it (the catalogue's
sentence, tutor.web.explanation.british_calls): the Benny ranks above both bowers, so its
top three are the Benny and the bowers, and the bowers with the ace stay a lone hand as the
spec names them (principles.lone_hand). The tests look for these words in the texts."""

LONE_RULE_EN = (
    "the top three trumps (the Benny and both bowers), both bowers with the ace, or four trumps"
)
LONE_RULE_KO = (
    "가장 높은 으뜸패 세 장(베니와 양쪽 바우어)이나 양쪽 바우어와 에이스, 또는 으뜸패 네 장"
)
