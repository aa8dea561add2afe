"""The replay page for a player (issue 15): the answer first on an example or a shared link, a
starter that opens filled, a form in players' words that adds and drops the fields a kind needs and
never picks a narrower value silently, and a phone screen that keeps the answer in view."""

from __future__ import annotations

import pytest

from tests.browser.test_replay_browser import base_url, field, open_editor  # noqa: F401 - the fixture

expect = pytest.importorskip("playwright.sync_api").expect


def _bottom(page, selector: str) -> float:
    box = page.locator(selector).first.bounding_box()
    assert box is not None, selector
    return box["y"] + box["height"]


def test_an_example_shows_the_question_and_the_answer_above_the_fold_and_the_editor_folded(page):
    page.goto("/replay/example/ex01-nested-sequences")
    sentence = page.locator(".trace .answer .answer-sentence")
    expect(sentence).to_contain_text("Guard Dog's reaction resolves at step 9")
    expect(sentence).to_contain_text(".45 Automatic's play resolves at step 27")
    assert _bottom(page, ".trace .answer .answer-sentence") <= page.viewport_size["height"]
    assert not page.locator("#form-view").is_visible()  # folded away
    assert page.locator("#editor-fold").get_attribute("open") is None
    page.shot("player-example")


def test_a_shared_link_shows_its_answer_above_the_fold(page):
    page.goto("/replay/example/ex01-nested-sequences")
    link = page.locator("#share-link").input_value()
    assert "/replay?s=" in link
    page.goto(link)
    expect(page.locator(".trace .answer .answer-sentence")).to_contain_text("Guard Dog's reaction")
    assert _bottom(page, ".trace .answer .answer-sentence") <= page.viewport_size["height"]
    steps_top = page.locator(".trace li.step").first.bounding_box()["y"]
    assert steps_top < 3 * page.viewport_size["height"]  # the trace follows the answer, not a long form
    page.shot("player-shared")


def test_from_scratch_the_form_opens_with_a_valid_situation_in_players_words_and_no_question(page):
    page.goto("/replay")
    expect(field(page, "investigators[0].name")).to_have_value("Your investigator")
    expect(field(page, "question")).to_have_value("")
    assert page.locator(".form-stale").count() == 0
    form = page.locator("#form-view")
    for words in ("What happens", "Who decides", "Cards in play"):
        expect(form.locator("legend", has_text=words).first).to_be_visible()
    expect(form.locator(".field-help", has_text="What the players do, in order").first).to_be_visible()
    page.locator("#starter").select_option(label="I take an action")
    expect(field(page, "do[0].action")).to_have_value("resource")  # the starter's field, filled and editable
    expect(page.locator("#starter-says")).to_contain_text("An action in your turn")
    page.get_by_role("button", name="Replay", exact=True).click()
    expect(page.locator(".trace")).to_contain_text("Your investigator takes an action (3 left): resource")


def test_switching_a_choice_to_assign_drops_among_and_adds_who_and_to(page):
    page.goto("/replay")
    page.get_by_role("button", name="+ Add to Who decides").click()
    expect(field(page, "choices[0].among")).to_have_count(1)
    field(page, "choices[0].decision").select_option("assign")
    expect(field(page, "choices[0].among")).to_have_count(0)
    expect(field(page, "choices[0].who")).to_have_count(1)
    expect(field(page, "choices[0].to")).to_have_count(1)
    assert "among" not in page.locator("#situation").input_value()


def test_adding_via_says_any_attack_and_deal_damage_offers_a_target(page):
    page.goto("/replay/example/ex01-nested-sequences")
    open_editor(page)
    trigger = "cards[0].abilities[0].trigger"
    page.locator(f'#form-view .field[data-path="{trigger}.via"] button.remove').click()
    expect(field(page, f"{trigger}.via")).to_have_count(0)
    adder = page.locator(f'#form-view fieldset[data-path="{trigger}"] select.add-field')
    adder.select_option("via")
    via = field(page, f"{trigger}.via")
    expect(via).to_have_value("attack")
    assert via.evaluate("s => s.options[s.selectedIndex].text") == "any attack"

    effect = "cards[0].abilities[0].effects[0]"
    field(page, f"{effect}.effect").select_option("gain-resources")
    expect(field(page, f"{effect}.to")).to_have_count(0)  # gain-resources takes no target
    field(page, f"{effect}.effect").select_option("deal-damage")
    target = field(page, f"{effect}.to")
    expect(target).to_have_value("")
    assert target.get_attribute("placeholder") == "pick a target from the list"
    assert target.get_attribute("list") == "names-target"
    assert page.locator('#names-target option[value="attacking-enemy"]').count() == 1


CARDS_AS_PRINTED = """\
Roland Banks - investigator, health 9, sanity 5, resources 4

Agnes Baker - investigator, health 6, sanity 8
[reaction] After 1 or more horror is placed on Agnes Baker: Deal 1 damage to an enemy at your location.

.45 Automatic - asset, in Roland Banks's hand, cost 4
Uses (4 ammo).
[action] Spend 1 ammo: Fight. You get +1 [combat] for this attack. This attack deals +1 damage.

Guard Dog - asset, controlled by Roland Banks, health 3, sanity 1
[reaction] When an enemy attack deals damage to Guard Dog: Deal 1 damage to the attacking enemy.

Goat Spawn - enemy, engaged with Roland Banks, health 3, 2 damage on it, fight 3, evade 2, attack 1/0
Hunter.
Forced - When Goat Spawn is defeated: Each investigator at this location takes 1 horror.

Ghoul Minion - enemy, engaged with Agnes Baker, health 2, fight 2, evade 2, attack 1/1
"""

WHAT_HAPPENS = """\
Roland Banks plays .45 Automatic.
Roland Banks assigns the damage to Guard Dog.
Agnes Baker chooses Ghoul Minion.
"""


class Counted:
    """The page's interactions, counted: each fill, click or selection is one."""

    def __init__(self, page):
        self.page = page
        self.count = 0

    def fill(self, locator, text):
        self.count += 1
        locator.fill(text)

    def click(self, locator):
        self.count += 1
        locator.click()


def test_the_guard_dog_question_from_scratch_by_pasting_printed_texts_in_eight_interactions(page):
    """FAQ 1.4's question (ex01-nested-sequences) built from scratch by pasting the cards as printed
    and writing what happens in words: the same answer as the worked example."""
    page.goto("/replay")
    act = Counted(page)
    act.fill(field(page, "question"), "Roland plays .45 Automatic while engaged with a Goat Spawn that has 2 damage "
             "on it. In what order do Guard Dog's reaction, Goat Spawn's Forced ability, Agnes's reaction and the play "
             "resolve?")
    act.fill(page.locator("#paste-cards"), CARDS_AS_PRINTED)
    act.click(page.get_by_role("button", name="Add the cards"))
    act.fill(page.locator("#paste-happenings"), WHAT_HAPPENS)
    act.click(page.get_by_role("button", name="Set what happens"))
    expect(page.locator(".paste-problems:visible")).to_have_count(0)
    act.click(page.get_by_role("button", name="Replay", exact=True))
    sentence = page.locator(".trace .answer .answer-sentence")
    expect(sentence).to_have_text(
        "Guard Dog's reaction resolves at step 9; then Goat Spawn's Forced ability resolves at step 14, inside Guard "
        "Dog's reaction; then Agnes Baker's reaction resolves at step 19, inside Goat Spawn's Forced ability; then "
        ".45 Automatic's play resolves at step 27.")
    assert act.count <= 8, act.count
    yaml_text = page.locator("#situation").input_value()
    assert "abilities" not in yaml_text  # the engine read the printed texts
    page.shot("player-from-scratch")


def test_an_unreadable_sentence_or_card_part_is_quoted_not_guessed(page):
    page.goto("/replay")
    page.locator("#paste-happenings").fill("Roland Banks dances a jig.")
    page.get_by_role("button", name="Set what happens").click()
    expect(page.locator(".paste-problems li")).to_contain_text("\u201cRoland Banks dances a jig.\u201d: not understood")
    page.locator("#paste-cards").fill("Guard Dog - asset, sparkly\n[reaction] When an enemy attack deals damage to "
                                      "Guard Dog: Deal 1 damage to the attacking enemy.")
    page.get_by_role("button", name="Add the cards").click()
    expect(page.locator(".paste-problems li").first).to_contain_text("\u201csparkly\u201d")


def test_on_a_phone_the_stepper_and_the_state_panel_leave_the_trace_readable(page):
    page.goto("/replay/example/ex01-nested-sequences")
    before = page.evaluate("""() => {
        const first = document.querySelector('.trace li.step');
        return [...document.querySelectorAll('input, select, textarea, button')].filter(e => e.offsetParent &&
            (first.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_PRECEDING)).length; }""")
    assert before <= 6, before  # the folded editor's 126 controls are no longer above the trace
    for _ in range(9):
        page.get_by_role("button", name="Next ▶").click()
    expect(page.locator(".stepper-pos")).to_have_text("Step 9 of 28")
    height = page.viewport_size["height"]
    top = _bottom(page, ".stepper")
    panel = page.locator(".state-panel").bounding_box()
    bottom = panel["y"] if panel["y"] > height / 2 else height  # the panel sits under the trace on a phone
    assert bottom - top >= 0.6 * height, (top, bottom)
    current = page.locator("li.step.current .step-line").first.bounding_box()
    assert top <= current["y"] and current["y"] + current["height"] <= bottom + 1  # scrolled to whole pixels
    page.shot("player-stepping")


def test_a_pasted_card_attached_to_a_location_is_placed_there_and_a_place_not_understood_is_quoted(page):
    """"attached to X" is the situation's `attached-to` (a treachery so placed stays out of the encounter deck);
    a place the reader does not know is a problem quoted, never a guess."""
    page.goto("/replay")
    read = page.evaluate("""async () => {
        const paste = await import('/static/replay/paste.js');
        const got = paste.readCards('Rope - treachery, attached to Hall\\n\\nTrap - treachery, tied to Hall');
        const data = paste.addCards({investigators: [], locations: [{name: 'Hall'}]}, got.cards.slice(0, 1));
        return {cards: data.cards, deck: data['encounter-deck'] || [], problems: got.problems};
    }""")
    assert read["cards"] == [{"name": "Rope", "type": "treachery", "attached-to": "Hall"}]
    assert read["deck"] == []
    assert len(read["problems"]) == 1 and "\u201ctied to Hall\u201d" in read["problems"][0]


def test_a_pasted_story_card_is_set_aside_and_resolved_when_a_sentence_says_so(page):
    """A story card's game text resolves when the scenario instructs it (Story Cards): pasted, it waits set aside;
    "Roland resolves Stars of Aldebaran." is the `do` item that resolves it."""
    page.goto("/replay")
    read = page.evaluate("""async () => {
        const paste = await import('/static/replay/paste.js');
        const got = paste.readCards('Stars of Aldebaran - story\\nEach investigator heals 3 horror.');
        const data = paste.addCards({investigators: [{name: 'Roland Banks'}], locations: [{name: 'Hall'}]},
                                    got.cards);
        const said = paste.readHappenings('Roland resolves stars of aldebaran.');
        return {aside: data['set-aside'], cards: data.cards || [], items: paste.resolveNames(said.do, data)};
    }""")
    assert read["aside"] == [{"name": "Stars of Aldebaran", "type": "story", "text": "Each investigator heals 3 horror."}]
    assert read["cards"] == []
    assert read["items"] == [{"who": "Roland Banks", "resolve": "Stars of Aldebaran"}]
