"""Entries of the glossary the engine cites, each shown by the minimal situation that makes the engine apply it.

``CLAUSES`` maps each entry key to a sentence of that entry, the situation that shows it (``SCENES``) and
what the trace must say there; the step that says it cites the entry. The coverage table
(``python -m kb.tools.conformance_coverage``) reads the keys.
"""

from __future__ import annotations

import pytest

import rulecases as r


def _actions():
    out = {}
    out['resource']=r.world(do=[{'who':'Roland Banks','action':'resource'}])
    d=r.world(do=[{'who':'Roland Banks','action':'draw'},{'who':'Roland Banks','action':'move','to':'Attic'},{'who':'Roland Banks','action':'investigate','result':'success'}])
    d['locations'][1]['revealed']=False
    out['draw-move-investigate']=d
    d=r.world(cards=[{'name':'Ghoul','type':'enemy','location':'Hall','exhausted':True,'health':2,'fight':1,'evade':1,'attack':{'damage':1,'horror':1}}],do=[{'who':'Roland Banks','action':'engage','enemy':'Ghoul'},{'who':'Roland Banks','action':'fight','enemy':'Ghoul','result':'success'},{'who':'Roland Banks','action':'fight','enemy':'Ghoul','result':'success'}])
    out['engage-fight']=d
    d=r.world(cards=[{'name':'Ghoul','type':'enemy','engaged':'Roland Banks','health':2,'fight':1,'evade':1}],do=[{'who':'Roland Banks','action':'evade','enemy':'Ghoul','result':'success'}])
    out['evade']=d
    d=r.world(do=[{'who':'Roland Banks','action':'play','card':'Beat Cop'},{'who':'Roland Banks','action':'activate','card':'Beat Cop'}])
    d['investigators'][0]['hand']=[{'name':'Beat Cop','type':'asset','cost':2,'health':2,'sanity':2,'abilities':[{'kind':'action','cost':{'actions':1,'exhaust':True},'text':'[action] Exhaust: heal 1 horror.','effects':[{'effect':'heal-horror','amount':1,'to':'you'}]}]}]
    d['investigators'][0]['horror']=2
    out['play-activate']=d
    d=r.world(do=[{'who':'Roland Banks','action':'resource'}])
    d['investigators'][0]['damage']=8
    d['investigators'][0]['abilities']=[{'kind':'forced','timing':'after','trigger':{'event':'gain-resources','who':'you'},'effects':[{'effect':'deal-damage','amount':1,'to':'you','direct':True}],'text':'Forced: take 1 damage.'}]
    out['defeat']=d
    d=r.world(round=2,start='1.1',until='1.5',cards=[{'name':'Agenda 1a','type':'agenda','threshold':1,'reverse':[{'effect':'deal-horror','amount':1,'to':'each-investigator'}]}], **{'agenda-deck':[{'name':'Agenda 2a','type':'agenda','threshold':5}],'encounter-deck':[{'name':'Grasping Hands','type':'treachery','abilities':[{'kind':'revelation','text':'Take 1 damage.','effects':[{'effect':'deal-damage','amount':1,'to':'you'}]}]},{'name':'Dead End','type':'treachery'}]})
    out['mythos']=d
    d=r.world(setup=True)
    d['investigators'][0]['deck']=[f'R{i}' for i in range(8)]
    d['investigators'][1]['deck']=[f'A{i}' for i in range(7)]+[{'name':'Paranoia','type':'treachery','weakness':True}]
    out['setup']=d
    d=r.world(cards=[{'name':'Acolyte','type':'enemy','engaged':'Roland Banks','health':3,'attack':{'damage':1}}],do=[{'who':'Roland Banks','action':'play','card':'Overpower'}])
    d['investigators'][0]['hand']=[{'name':'Overpower','type':'event','cost':0,'designator':'fight','effects':[{'effect':'fight','enemy':'Acolyte','result':'success'}]}]
    out['designator']=d
    d=r.world(do=[{'who':'Roland Banks','action':'resign','card':'Exit'}],cards=[{'name':'Exit','type':'asset','controller':'Roland Banks','abilities':[{'kind':'action','designator':'resign','cost':{'actions':1},'effects':[{'effect':'resign'}],'text':'Resign.'}]}])
    out['resign']=d
    return out


def _more():
    out = {}
    d = r.world(do=[{'who':'Roland Banks','action':'investigate'}], **{'chaos-tokens': {'skull': {'modifier': -1, 'text': '-1.'}}})
    d['investigators'][0]['hand'] = [{'name':'Deduction','type':'skill','icons':{'wild':1}}]
    d['tests'] = [{'who':'Roland Banks','tokens':['skull'],'commit':['Deduction']}]
    d['cards'] = [{'name':'Magnifying Glass','type':'asset','controller':'Roland Banks','abilities':[{'kind':'constant','applies-to':{'event':'skill-test-begins','who':'you','skill':'intellect'},'skill-modifier':1,'text':'You get +1 [intellect] while investigating.'}]}]
    out['investigate-skull'] = d
    d = r.world(cards=[{'name':'Ghoul','type':'enemy','engaged':'Roland Banks','attack':{'damage':1,'horror':0},'health':3}], do=[{'who':'Roland Banks','action':'draw'}])
    d['investigators'][0]['hand'] = [{'name':'Dodge','type':'event','cost':0,'keywords':['fast'],'play-when':{'timing':'when','trigger':{'event':'enemy-attack','who':'you'}},'effects':[{'effect':'cancel'}]}]
    out['fast'] = d
    d = r.world(round=2, start='3.2', until='3.2', cards=[{'name':'Wolf','type':'enemy','location':'Cellar','keywords':['hunter'],'health':2}])
    d['locations'][1]['connections'] = ['Hall','Cellar']
    d['locations'].append({'name':'Cellar','connections':['Attic']})
    out['hunter'] = d
    d = r.world(round=2, start='4.3', until='4.5', cards=[{'name':'Lamp','type':'asset','controller':'Roland Banks','exhausted':True}])
    d['investigators'][0]['hand'] = [f'H{i}' for i in range(9)]
    out['upkeep'] = d
    d = r.world(do=[{'who':'Roland Banks','action':'resource'}])
    d['investigators'][0]['horror'] = 4
    d['investigators'][0]['abilities'] = [{'kind':'forced','timing':'after','trigger':{'event':'gain-resources','who':'you'},'effects':[{'effect':'deal-horror','amount':1,'to':'you','direct':True}],'text':'Forced: take 1 horror.'}]
    out['insane'] = d
    d = r.world(do=[{'who':'Roland Banks','action':'draw'}])
    d['investigators'][0]['deck'] = [{'name':'Amnesia','type':'treachery','weakness':True,'abilities':[{'kind':'revelation','text':'Take 1 horror.','effects':[{'effect':'deal-horror','amount':1,'to':'you'}]}]}]
    out['weakness'] = d
    d = r.world(do=[{'who':'Roland Banks','action':'play','card':'Call Ally'}])
    d['investigators'][0]['hand'] = [{'name':'Call Ally','type':'event','cost':0,'effects':[{'effect':'put-into-play','to':'self'}]}]
    out['put-into-play'] = d
    d = r.world(cards=[{'name':'Witness','type':'asset','controller':'Roland Banks','abilities':[{'kind':'action','designator':'parley','cost':{'actions':1},'effects':[{'effect':'gain-resources','amount':1}],'text':'Parley: gain 1.'}]},{'name':'Ghoul','type':'enemy','engaged':'Roland Banks','health':3,'attack':{'damage':1}}], do=[{'who':'Roland Banks','action':'parley','card':'Witness'}])
    out['parley'] = d
    d = r.world(cards=[{'name':'Guard Dog','type':'asset','controller':'Roland Banks','health':3,'abilities':[{'kind':'reaction','timing':'when','trigger':{'event':'damage-dealt','what':'self','via':'attack'},'effects':[{'effect':'deal-damage','amount':1,'to':'attacking-enemy'}],'text':'When an enemy attack deals damage to Guard Dog: deal 1 damage to the attacking enemy.'}]},{'name':'Ghoul','type':'enemy','engaged':'Roland Banks','health':3,'attack':{'damage':1}}], do=[{'who':'Roland Banks','action':'resource'}], choices=[{'decision':'assign','who':'Roland Banks','to':'Guard Dog'}])
    d['investigators'][0]['abilities'] = [{'kind':'reaction','timing':'after','trigger':{'event':'damage-dealt','who':'you'},'effects':[{'effect':'draw','amount':1}],'text':'After you take damage: draw 1.'}]
    out['assets-damage'] = d
    return out


SCENES = {**_actions(), **_more()}

#: entry key -> (a sentence of the entry, the scene that shows it, what the step citing it says)
CLAUSES = {
    'ahlcg/rr/ability/action-designators': ('Some abilities have bold action designators (such as Fight, Evade, Investigate, or Move).',
        'designator', 'Overpower has a bold Fight designator: playing it counts as a fight'),
    'ahlcg/rr/act-deck-and-agenda-deck': ('The act deck represents the progress the investigators can make in a scenario.',
        'mythos', 'Doom in play: 1 (Agenda 1a 1) ≥ threshold 1: the agenda deck advances'),
    'ahlcg/rr/action': ('During his or her turn, an investigator is permitted to take up to three actions.',
        'resource', 'Roland Banks takes an action (3 left): resource'),
    'ahlcg/rr/activate-action': ('“Activate” is an action an investigator may take during his or her turn in the investigation phase.',
        'play-activate', 'Roland Banks takes an action (2 left): activate Beat Cop'),
    'ahlcg/rr/asset-cards': ('Asset cards represent items, allies, talents, spells, and other reserves that may assist or be used by an investigator during a scenario.',
        'play-activate', "Step 4: Beat Cop is played: it enters play under Roland Banks's"),
    'ahlcg/rr/chaos-tokens': ('Chaos tokens are revealed from the chaos bag during skill tests, to modify or influence the results of the skill test.',
        'investigate-skull', 'Roland Banks reveals skull from the chaos bag'),
    'ahlcg/rr/clues': ('Clues represent the progress the investigators can make towards solving a mystery, unraveling a conspiracy, and/or advancing in a scenario.',
        'draw-move-investigate', 'Roland Banks discovers 1 clue at Attic'),
    'ahlcg/rr/costs': ('There are two types of costs in the game: resource costs and ability costs.',
        'play-activate', 'Step 2: costs paid simultaneously: 1 action, 2 resources (actions 3 →'),
    'ahlcg/rr/dealing-damage-horror': ('There are two types of afflictions that may beset an investigator in the game: damage and horror.',
        'engage-fight', "Roland Banks's attack deals 1 damage to Ghoul: step 1, assign"),
    'ahlcg/rr/defeat': ('Taking damage and/or horror may cause an investigator, enemy, or asset to be defeated.',
        'engage-fight', 'Ghoul is defeated (Ghoul: damage 2 ≥ health 2)'),
    'ahlcg/rr/doom': ('Doom represents the progress the forces of the Mythos make towards completing foul rituals, summoning cosmic entities, and/or advancing a scenario’s agenda.',
        'mythos', '1.2 Place 1 doom on the current agenda: 1 doom on Agenda 1a'),
    'ahlcg/rr/draw-action': ('“Draw” is an action an investigator may take during his or her turn in the investigation phase.',
        'draw-move-investigate', 'Roland Banks takes an action (3 left): draw'),
    'ahlcg/rr/effects': ('A card effect is any effect that arises from the resolution of ability text printed on, or gained by, a card.',
        'draw-move-investigate', 'Roland Banks draws: Card A'),
    'ahlcg/rr/elimination': ('A player is eliminated from a scenario any time his or her investigator is defeated, or if he or she resigns.',
        'defeat', 'Roland Banks is defeated: eliminated from the scenario (in campaign'),
    'ahlcg/rr/encounter-deck': ('The encounter deck contains the encounter cards (enemy, treachery, and story asset cards) the investigators may encounter during a scenario.',
        'mythos', 'Step 1: Roland Banks draws Grasping Hands (treachery) from the'),
    'ahlcg/rr/engage-action': ('“Engage” is an action an investigator may take during his or her turn in the investigation phase.',
        'engage-fight', 'Roland Banks takes an action (3 left): engage Ghoul'),
    'ahlcg/rr/enters-play': ('The phrase “enters play” refers to any time a card makes a transition from an out-of-play area into a play area (see “In Play and Out of Play” on page 13).',
        'play-activate', "Step 4: Beat Cop is played: it enters play under Roland Banks's"),
    'ahlcg/rr/evade-evade-action': ('“Evade” is an action an investigator may take during his or her turn in the investigation phase.',
        'evade', 'Roland Banks takes an action (3 left): evade Ghoul'),
    'ahlcg/rr/fast': ('Fast is a keyword ability.',
        'fast', 'Dodge [fast event]: “cancel”'),
    'ahlcg/rr/fight-action': ('“Fight” is an action an investigator may take during his or her turn in the investigation phase.',
        'engage-fight', 'Roland Banks takes an action (2 left): fight Ghoul'),
    'ahlcg/rr/hand-size': ('Upkeep phase” on page 25.',
        'upkeep', '4.5 Each investigator checks hand size: in player order, more cards in hand than the maximum hand size (8)'),
    'ahlcg/rr/heal': ('“Heal” is an instruction to remove the indicated amount of damage or the indicated amount of horror from a card.',
        'play-activate', 'Beat Cop heals 1 horror from Roland Banks'),
    'ahlcg/rr/health-and-damage': ('Health represents a card’s physical fortitude.',
        'engage-fight', 'Ghoul is defeated (Ghoul: damage 2 ≥ health 2)'),
    'ahlcg/rr/in-player-order': ('If the players are instructed to perform a sequence “in player order,” the lead investigator performs his or her part of the sequence first, followed by the other players in clockwise order.',
        'mythos', 'Agenda 1a deals 1 horror to Roland Banks and 1 horror to Agnes Baker'),
    'ahlcg/rr/investigate-action': ('“Investigate” is an action an investigator may take during his or her turn in the investigation phase.',
        'draw-move-investigate', 'Roland Banks takes an action (1 left): investigate'),
    'ahlcg/rr/leaves-play': ('The phrase “leaves play” refers to any time a card makes a transition from an in-play state to an out-of-play state (see “In Play and Out of Play” on page 13).',
        'engage-fight', "Ghoul's defeat resolves: placed in the encounter discard pile (it"),
    'ahlcg/rr/location-cards': ('Location cards represent the places the investigators may explore during a scenario.',
        'draw-move-investigate', 'Attic is revealed: the first time it is entered, it is turned to its'),
    'ahlcg/rr/move': ('Any time an entity (an investigator or enemy) moves, transfer that enemy card or investigator’s mini card from its current location to a different location.',
        'draw-move-investigate', 'Roland Banks moves from Hall to Attic'),
    'ahlcg/rr/move-action': ('“Move” is an action an investigator may take during his or her turn in the investigation phase.',
        'draw-move-investigate', 'Roland Banks takes an action (2 left): move to Attic'),
    'ahlcg/rr/mulligan': ('After a player draws a starting hand during setup, that player has a single opportunity to declare a mulligan on any number of the drawn cards he or she does not wish to keep in his or her ...',
        'setup', 'Mulligan: Roland Banks forgoes the opportunity (no mulligan given:'),
    'ahlcg/rr/nearest': ('Some card abilities reference the “nearest” entity.',
        'hunter', 'Wolf moves toward the nearest investigator: the lead investigator'),
    'ahlcg/rr/parley': ('Some abilities are identified with a Parley action designator.',
        'parley', 'Roland Banks takes an action (3 left): parley Witness'),
    'ahlcg/rr/play': ('To play a card, an investigator must pay the card’s resource cost and meet any applicable play restrictions and conditions.',
        'play-activate', 'Initiation sequence: Roland Banks plays Beat Cop (asset, cost 2);'),
    'ahlcg/rr/play-action': ('“Play” is an action an investigator may take during his or her turn in the investigation phase.',
        'play-activate', 'Roland Banks takes an action (3 left): play Beat Cop'),
    'ahlcg/rr/play-restrictions-permissions-and-instructions': ('Many cards and abilities contain specific instructions pertaining to when or how they may or may not be used, or to specific conditions that must be true in order to use them.',
        'play-activate', 'Initiation sequence: Roland Banks plays Beat Cop (asset, cost 2);'),
    'ahlcg/rr/put-into-play': ('Some card abilities cause a card to be “put into play.” Such abilities place the card directly into play from an out-of-play state.',
        'put-into-play', "Call Ally is put into play under Roland Banks's control (not played:"),
    'ahlcg/rr/ready': ('A card that is in an upright state so that its controller can read its text from left to right is considered ready.',
        'upkeep', '4.3 Ready exhausted cards: simultaneously ready Lamp'),
    'ahlcg/rr/removed-from-game': ('A card that has been removed from the game is placed away from the game area and has no further interaction with the game in any manner for the duration of its removal.',
        'mythos', 'Step 3: Agenda 2a becomes the current agenda; Agenda 1a is removed'),
    'ahlcg/rr/resign': ('Some abilities are identified with a Resign action designator.',
        'resign', 'Roland Banks takes an action (3 left): resign Exit'),
    'ahlcg/rr/resource-action': ('“Resource” is an action an investigator may take during his or her turn in the investigation phase.',
        'resource', 'Roland Banks takes an action (3 left): resource'),
    'ahlcg/rr/revelation': ('A revelation ability may appear on encounter cards or on weakness cards.',
        'mythos', 'Step 3: Grasping Hands [revelation]: “Take 1 damage.”'),
    'ahlcg/rr/sanity-and-horror': ('Sanity represents a card’s mental and emotional fortitude.',
        'insane', 'Roland Banks is defeated (Roland Banks: horror 5 ≥ sanity 5)'),
    'ahlcg/rr/skill-cards': ('Skill cards represent innate or learned attributes or character traits that improve an investigator’s skill tests.',
        'investigate-skull', "Roland Banks commits Deduction (1 matching icon: +1 to Roland Banks's"),
    'ahlcg/rr/taking-damage-horror': ('“Take X damage” is shorthand for “deal X damage to your investigator.” “Take X horror” is shorthand for “deal X horror to your investigator.”  See “Dealing Damage/Horror” on page 7.',
        'defeat', 'Roland Banks deals 1 damage to Roland Banks: step 1, assign'),
    'ahlcg/rr/treachery-cards': ('Treachery cards represent curses, afflictions, madnesses, obstacles, disasters, or other unexpected occurrences an investigator may encounter throughout the course of a scenario.',
        'mythos', 'Step 4: Grasping Hands is placed in the encounter discard pile'),
    'ahlcg/rr/triggering-condition': ('A triggering condition indicates the timing point at which an ability may be triggered.',
        'defeat', "'after' window — Roland Banks gains 1 resource: Roland Banks [forced]"),
    'ahlcg/rr/weakness': ('Weakness is a card sub-type.',
        'weakness', 'Amnesia is a weakness with an encounter cardtype: it is resolved as'),
    'ahlcg/faq/1-1': ('Attacks of Opportunity are only triggered when 1 or more of an investigator’s actions are being spent or used to trigger an ability or action.',
        'evade', 'Roland Banks is engaged with Ghoul, but an evade action does not'),
    'ahlcg/faq/2-1': ('The following guidelines are used to interpret which investigator is referenced by the words “you” and “your.”  - A Revelation ability that references “you/your” refers to the investigator who ...',
        'assets-damage', "'after' window — 1 damage dealt to Guard Dog by Ghoul's attack:"),
}


@pytest.mark.parametrize("key", list(CLAUSES))
def test_glossary_clause(key):
    """Each entry: the scene replays, and a step saying what the entry makes happen cites it."""
    sentence, scene, fragment = CLAUSES[key]
    trace = r.run(SCENES[scene])
    steps = [s for s in trace.steps if fragment in s.text]
    assert steps, f"{key}: {sentence}\n" + trace.render_text(titles=False)
    assert any(key in s.rules for s in steps), (key, [s.rules for s in steps])
