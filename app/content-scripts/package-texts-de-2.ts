import type { PackageText } from '~/lib/catalogue'

// Packages 5 to 8 in German (docs/glossary.md): the English packages' facts, written for German-speaking travellers.
export const packageTextsDe2: Record<number, PackageText> = {
  5: {
    title: 'Ostafrikas Tierwelt: die große Kombinationsreise',
    summary:
      'Zwei Wochen, vier Länder: die Maasai Mara, die Serengeti und Ngorongoro, Schimpansen im ugandischen Kibale-Wald und Berggorillas im Volcanoes-Nationalpark in Ruanda.',
    intro: [
      'Dies ist die große Rundreise durch Ostafrika – für alle, die die weiten Landschaften und die Menschenaffen auf einer einzigen Reise erleben möchten. Sie beginnt in der Savanne, mit der Maasai Mara in Kenia und anschließend der Serengeti und dem Ngorongoro-Krater in Tansania, zwei Hälften desselben Ökosystems. Hier verbringen Sie Ihre Tage zwischen Löwen, Elefanten, Geparden und den umherziehenden Herden der Gnus und Zebras, begleitet von einem Guide, der diese Ebenen im Wechsel der Jahreszeiten genau kennt.',
      'In der zweiten Woche geht es in die Wälder. Im ugandischen Kibale folgen Sie Schimpansen unter hohen Regenwaldbäumen, und in Ruanda steigen Sie an den Hängen der Virunga-Vulkane hinauf, um Zeit mit einer Berggorillafamilie zu verbringen. Die langen Strecken legen Sie im Flugzeug zurück, sodass die Entfernungen Stunden kosten und nicht Tage; die einzige Grenze, die Sie auf dem Landweg überqueren – bei Cyanika von Uganda nach Ruanda –, liegt etwa eine Autostunde vom Gorillapark entfernt. Unser Team in Kampala stimmt jede Verbindung ab, und an jedem Flughafen unterwegs werden Sie bereits erwartet.',
    ],
    highlights: [
      'Flugsafari in die Maasai Mara',
      'Ein Camp in der Serengeti, passend zur Jahreszeit gewählt',
      'Ein Morgen im Ngorongoro-Krater',
      'Schimpansen-Trekking in Kibale',
      'Gorilla-Trekking zu den Berggorillas in Ruanda',
      'Flüge über die langen Strecken zwischen den Parks',
    ],
    included: [
      'Dreizehn Übernachtungen in den aufgeführten Hotels, Camps und Lodges',
      'Mahlzeiten wie für jeden Tag angegeben',
      'Flüge im Kleinflugzeug vom Wilson Airport in die Mara und zurück sowie von Arusha in die Serengeti',
      'Regionalflüge von Nairobi zum Kilimandscharo und vom Kilimandscharo nach Entebbe',
      'Inlandsflug von Entebbe nach Kasese und Charterflug von Kasese nach Kisoro',
      'Private Fahrzeuge mit englischsprachigen Guides in jedem Land',
      'Pro Person ein Schimpansen-Permit für Kibale und ein Gorilla-Permit für Ruanda',
      'Gebühren für Maasai Mara, Serengeti und Ngorongoro, mit einer Fahrt hinab in den Krater',
      'Spaziergang durch das Bigodi-Feuchtgebiet sowie alle Empfänge und Transfers an den Flughäfen',
      'Wasser in Flaschen im Fahrzeug',
    ],
    excluded: [
      'Internationale Flüge nach Nairobi und von Kigali zurück nach Hause',
      'Visa und Reisegenehmigungen für die vier Länder',
      'Die verpflichtende Reiseversicherung',
      'Trekking zu den Goldmeerkatzen am letzten Morgen, als optionales Extra',
      'Träger beim Trekking, am jeweiligen Tag vor Ort zu bezahlen',
      'Trinkgelder für Guides, Ranger, Träger und das Personal der Camps',
      'Getränke',
    ],
    cardImageAlt: 'Wildtiere, über die Weite der Serengeti verstreut',
    galleryAlts: [
      'Giraffen im offenen Grasland der Mara',
      'Grasende Tiere im Ngorongoro-Krater',
      'Schimpanse im Kronendach des Regenwalds',
      'Die Virunga-Vulkane erheben sich über den Hügeln',
    ],
    itinerary: [
      {
        title: 'Ankunft in Nairobi',
        text: 'Wir empfangen Sie am Internationalen Flughafen Jomo Kenyatta und bringen Sie in ein Gartenhotel in einem der Vororte. Der Nachmittag gehört Ihnen, um sich vom Flug zu erholen. Beim Abendessen gehen wir gemeinsam die zwei Wochen durch, die vor Ihnen liegen.',
        overnight: 'Nairobi',
        lodge: 'Gartenhotel in Karen',
      },
      {
        title: 'Die Maasai Mara',
        text: 'Ein Kleinflugzeug bringt Sie vom Wilson Airport in die Mara. An der Landepiste erwartet Sie Ihr Guide, und schon auf dem Weg ins Camp beginnt die erste Pirschfahrt. Zwei Tage lang sind Sie in den Ebenen und entlang des Flusses unterwegs und beobachten Löwenrudel, Geparden, Elefanten und die riesigen Herden der Grasfresser. Etwa von Juli bis Oktober hält sich die Große Migration der Gnus meist hier auf, und Flussüberquerungen werden möglich.',
        overnight: 'Maasai Mara',
        lodge: 'Zeltcamp nahe dem Mara-Fluss',
      },
      {
        title: 'Weiter nach Tansania',
        text: 'Nach einer letzten Pirschfahrt am Morgen fliegen Sie zurück nach Nairobi und steigen dort in einen kurzen Regionalflug zum Internationalen Flughafen Kilimandscharo um. Dort empfängt Sie unsere Ansprechperson vor Ort und bringt Sie in Ihr Hotel am Stadtrand von Arusha.',
        overnight: 'Arusha',
        lodge: 'Gartenlodge am Stadtrand von Arusha',
      },
      {
        title: 'Die Serengeti',
        text: 'Vom Inlandsflughafen in Arusha fliegt Sie ein Kleinflugzeug über das Kraterhochland zu einer Landepiste in der Serengeti. Dort warten bereits Ihr tansanischer Guide und Ihr Fahrzeug, die auf dem Landweg vorausgefahren sind. Ihr Camp wählen wir passend zur Jahreszeit in dem Gebiet, in dem sich die Herden am wahrscheinlichsten aufhalten. Zwei volle Tage lassen Raum für lange Pirschfahrten, ein Picknick draußen in den Ebenen und die Zeit, bei einer Sichtung zu verweilen, statt weiterzueilen.',
        overnight: 'Serengeti',
        lodge: 'Saisonales Zeltcamp in der Serengeti',
      },
      {
        title: 'Über die Ebenen zum Ngorongoro',
        text: 'Sie verlassen die Serengeti mit Tierbeobachtungen unterwegs und halten an der Olduvai-Schlucht, einer der wichtigsten Stätten für die Erforschung der Ursprünge des Menschen. Danach steigt die Straße in das Hochland des Ngorongoro-Schutzgebiets (Ngorongoro Conservation Area) hinauf. Die Nacht verbringen Sie am Rand des Kraters, wo die Luft nach Einbruch der Dunkelheit kühl wird.',
        overnight: 'Ngorongoro-Hochland',
        lodge: 'Lodge am Rand des Ngorongoro-Kraters',
      },
      {
        title: 'Der Ngorongoro-Krater',
        text: 'Früh am Morgen fahren Sie hinab auf den Kraterboden, wo Löwen, Büffel, Elefanten und Hyänen neben Gnus und Zebras leben und manchmal auch Spitzmaulnashörner zu sehen sind. Nach einem Picknick fahren Sie wieder aus dem Krater hinauf und über die Bruchstufe des Rift Valley hinab nach Arusha.',
        overnight: 'Arusha',
        lodge: 'Gartenlodge am Stadtrand von Arusha',
      },
      {
        title: 'Flug nach Uganda',
        text: 'Sie fliegen vom Kilimandscharo nach Entebbe, je nach Flugplan des Tages direkt oder über Nairobi. Unser Team aus Kampala empfängt Sie und bringt Sie in ein Hotel am Ufer des Viktoriasees. Wenn Sie rechtzeitig ankommen, lädt der alte Botanische Garten am See zu einem gemütlichen Spaziergang mit vielen Vögeln ein.',
        overnight: 'Entebbe',
        lodge: 'Hotel am Seeufer in Entebbe',
      },
      {
        title: 'Schimpansen in Kibale',
        text: 'Ein morgendlicher Inlandsflug nach Kasese oder eine Fahrt nach Westen über Fort Portal bringt Sie in den Kibale-Wald. Am Nachmittag lohnt sich ein geführter Spaziergang durch das von der Gemeinde betriebene Bigodi-Feuchtgebiet, wegen der Vögel und mehrerer Affenarten. Am nächsten Morgen folgen Sie mit einem Ranger den Schimpansen und verbringen eine Stunde mit der Gruppe, sobald sie gefunden ist; am Nachmittag haben Sie Zeit, die Kraterseen in der Nähe des Waldes zu erkunden.',
        overnight: 'Kibale-Wald',
        lodge: 'Lodge am Rand des Kibale-Walds',
      },
      {
        title: 'Zu den Virunga-Vulkanen',
        text: 'Von Kibale fahren Sie etwa zwei Stunden zur Landepiste in Kasese. Von dort gibt es keinen Linienflug nach Ruanda, und auf der Straße wäre die Reise ein langer, ermüdender Tag; deshalb bringt Sie ein Charterflug nach Süden über den Queen-Elizabeth-Nationalpark und den Bwindi-Wald nach Kisoro im äußersten Südwesten Ugandas. Von dort ist es nur eine kurze Fahrt bis zur Grenze bei Cyanika, wo Sie Ihr ruandischer Guide erwartet, und dann weniger als eine Stunde bis zu Ihrer Lodge bei Kinigi, die Sie am Nachmittag erreichen.',
        overnight: 'Volcanoes-Nationalpark (Kinigi)',
        lodge: 'Lodge bei Kinigi, Volcanoes-Nationalpark',
      },
      {
        title: 'Berggorillas',
        text: 'Nach einer Einweisung an der Parkzentrale steigen Sie mit Rangern durch Felder und Bambus zu einer Gorillafamilie an den Hängen der Vulkane hinauf. Der Weg kann kurz oder lang sein, je nachdem, wohin die Familie über Nacht weitergezogen ist. Sobald Sie bei ihr sind, haben Sie eine volle Stunde, um zu beobachten, zu lauschen und alles auf sich wirken zu lassen.',
        overnight: 'Volcanoes-Nationalpark (Kinigi)',
        lodge: 'Lodge bei Kinigi, Volcanoes-Nationalpark',
      },
      {
        title: 'Abreise ab Kigali',
        text: 'Geht Ihr Flug erst am Abend, bleibt vor der Abreise noch Zeit für ein morgendliches Trekking zu den Goldmeerkatzen im Bambus. Danach fahren Sie nach Kigali zu Ihrem internationalen Abflug – zwei Wochen und vier Länder nach Ihrer Ankunft.',
        overnight: '',
        lodge: '',
      },
    ],
    seasonNames: {
      'Shoulder season': 'Nebensaison',
      'Green season': 'Grüne Saison',
      'High season': 'Hochsaison',
    },
    priceNote:
      'Preis pro Person bei zwei Reisenden im Doppelzimmer, mit privaten Fahrzeugen und durchgehend in komfortablen Camps und Lodges. Gorilla-Trekking ist erst ab 15 Jahren möglich und Schimpansen-Trekking in Kibale ab 12 Jahren; daher gibt es keinen Kinderpreis. Mit einer Anzahlung von 30 % ist Ihre Buchung bestätigt. Sollten Permit-Gebühren, Parkgebühren oder Flugpreise vor Ihrer Reise steigen, teilen wir Ihnen dies schriftlich mit, bevor sich der Preis ändert.',
    feesNote:
      'Im Preis enthalten sind ein Gorilla-Permit für Ruanda (1.500 US-Dollar), ein Schimpansen-Permit für Kibale (250 US-Dollar), die Reservatsgebühren der Maasai Mara (von Juli bis Dezember 200 US-Dollar pro Tag, sonst 100 US-Dollar), die Gebühren für die Serengeti (etwa 83 US-Dollar pro Tag) und die Schutzgebietsgebühren für Ngorongoro (etwa 71 US-Dollar pro Tag einschließlich Mehrwertsteuer). Die Kratergebühr für Ngorongoro (Crater Service Fee, etwa 295 US-Dollar pro Fahrzeug) ist für eine Fahrt hinab in den Krater enthalten.',
    seoDescription:
      '14 Tage durch Kenia, Tansania, Uganda und Ruanda: Mara, Serengeti und Ngorongoro, Schimpansen in Kibale und die Gorillas der Virunga-Vulkane.',
  },
  6: {
    title: 'Strandauszeit in Kenia',
    summary:
      'Eine Woche an Kenias Swahili-Küste: die Altstadt von Mombasa und Fort Jesus, Schnorcheln am Riff und lange weiße Strände, danach mehr Zeit in Diani oder eine kurze Safari in Tsavo Ost.',
    intro: [
      'Kenias Küste hat ihren ganz eigenen Charakter, geprägt von Jahrhunderten des Handels über den Indischen Ozean. Die Altstadt von Mombasa ist ein Labyrinth aus engen Gassen, geschnitzten Holztüren und vorspringenden Balkonen, über das Fort Jesus wacht – die portugiesische Festung, heute UNESCO-Welterbe. Jenseits der Insel liegen die Strände der Nord- und der Südküste hinter einem vorgelagerten Korallenriff, das die Lagunen ruhig und klar hält, ideal zum Schwimmen.',
      'Die ersten vier Tage verbinden Geschichte und Meer: ein Vormittag in der Altstadt, gemächliche Nachmittage am Strand und eine Bootsfahrt zu den Korallengärten des Meeresnationalparks. Dann haben Sie die Wahl. Bleiben Sie an der Küste und wechseln Sie nach Süden nach Diani, um mehr Zeit am Wasser zu verbringen – oder tauschen Sie den Strand gegen zwei Tage in Tsavo Ost, wo vom roten Boden gefärbte Elefanten durch weite, trockene Ebenen ziehen. So oder so endet die Woche mit Ihrem Heimflug.',
    ],
    highlights: [
      'Fort Jesus und die Altstadt von Mombasa',
      'Schnorcheln im Meeresnationalpark Mombasa',
      'Strandtage an der Nordküste',
      'Die Wahl zwischen Diani Beach und Tsavo Ost',
      'Die rot gefärbten Elefanten von Tsavo',
    ],
    included: [
      'Sechs Übernachtungen in den aufgeführten Strandhotels oder im aufgeführten Camp',
      'Halbpension an der Nordküste und Vollpension in den letzten beiden Nächten',
      'Flughafentransfers in Mombasa und alle Straßentransfers laut Reiseverlauf',
      'Geführter Vormittag in der Altstadt, mit Eintritt zu Fort Jesus',
      'Bootsfahrt und Schnorchelausrüstung im Meeresnationalpark Mombasa',
      'Bei der Tsavo-Variante: Pirschfahrten im privaten Fahrzeug mit englischsprachigem Guide sowie die Parkgebühren für Tsavo Ost',
      'Wasser in Flaschen bei Ausflügen',
    ],
    excluded: [
      'Internationale Flüge sowie der Flug von Ukunda nach Nairobi',
      'eTA (elektronische Reisegenehmigung) für Kenia',
      'Die verpflichtende Reiseversicherung',
      'Optionale Ausflüge, etwa die Dhau-Fahrt nach Kisite-Mpunguti oder ein Tag an der Südküste',
      'Mittagessen an der Nordküste',
      'Getränke und Trinkgelder',
    ],
    cardImageAlt: 'Türkisfarbenes Wasser über dem Riff vor einem Strand bei Mombasa',
    galleryAlts: [
      'Die Mauern von Fort Jesus über der Uferfront von Mombasa',
      'Klare Lagune und Riff vor der Nordküste',
      'Palmen über dem weißen Sand von Diani',
      'Vom roten Staub gefärbte Elefanten in Tsavo Ost',
    ],
    itinerary: [
      {
        title: 'Mombasa, die Altstadt und das Riff',
        text: 'Wir empfangen Sie am Internationalen Flughafen Moi und bringen Sie in ein Strandhotel an der Küste nördlich der Stadt. Einen Vormittag verbringen Sie mit einem örtlichen Guide in der Altstadt: Sie besichtigen Fort Jesus, das die Portugiesen in den 1590er-Jahren erbauten, und die Gassen, Moscheen und Gewürzläden ringsum. Ein weiterer Vormittag führt Sie in den Meeresnationalpark Mombasa, wo Sie ein Boot hinaus zum Riff bringt; dort schnorcheln Sie zwischen Korallen und Rifffischen, am besten um die Zeit der Ebbe. Die übrige Zeit gehört dem Strand – an der Nordküste in der Nähe Ihres Hotels oder bei einem Tagesausflug an die ruhigeren Strände der Südküste.',
        overnight: 'Mombasa (Nordküste)',
        lodge: 'Strandhotel an der Nordküste in Nyali oder Bamburi',
      },
      {
        title: 'Verlängerung in Diani oder Safari in Tsavo Ost',
        text: 'Sie entscheiden, wie Sie die letzten beiden vollen Tage verbringen. Bleiben Sie am Meer, bringen wir Sie nach Süden nach Diani, einem langen weißen Sandstrand vor einem Küstenwald, in dem Stummelaffen leben; auf Wunsch unternehmen Sie eine Dhau-Fahrt zum Meeresschutzgebiet Kisite-Mpunguti (Kisite-Mpunguti Marine Park), wo oft Delfine zu sehen sind. Oder Sie fahren ins Landesinnere nach Tsavo Ost, einem der größten Parks Kenias, zu Pirschfahrten über Ebenen aus roter Erde, wo sich Elefanten, Löwen und Büffel am Galana-Fluss und an den Wasserlöchern sammeln. Bei beiden Varianten sind Sie rechtzeitig zu Ihrem Flug zurück in Mombasa.',
        overnight: 'Diani Beach oder Tsavo Ost',
        lodge: 'Strandhotel in Diani oder Zeltcamp in Tsavo Ost',
      },
      {
        title: 'Abreise',
        text: 'Von Diani oder Tsavo bringen wir Sie zum Internationalen Flughafen Moi in Mombasa, wenn es die Zeit erlaubt mit einem Halt zum Mittagessen. Wer in Diani wohnt, kann auch von der nahe gelegenen Landepiste in Ukunda nach Nairobi fliegen.',
        overnight: '',
        lodge: '',
      },
    ],
    seasonNames: {
      'High season': 'Hochsaison',
      'Green season': 'Grüne Saison',
      'Shoulder season': 'Nebensaison',
    },
    priceNote:
      'Preis pro Person bei zwei Reisenden im Doppelzimmer in guten Strandhotels der Mittelklasse, gleich für welchen Abschluss der Reise Sie sich entscheiden; über Weihnachten und Neujahr erheben die Hotels einen Zuschlag. Der Kinderpreis gilt für ein Kind von 2 bis 11 Jahren im Zimmer von zwei Erwachsenen. Mit einer Anzahlung von 30 % ist Ihre Buchung bestätigt.',
    feesNote:
      'Enthalten sind der Eintritt zu Fort Jesus, die Gebühr für den Meeresnationalpark Mombasa beim Schnorchelausflug und, wenn Sie sich für die Safari entscheiden, die Parkgebühren für Tsavo Ost an beiden Tagen.',
    seoDescription:
      'Eine Woche an Kenias Küste: Altstadt von Mombasa und Fort Jesus, Schnorcheln am Riff und Strände, dann mehr Zeit in Diani oder eine kurze Safari in Tsavo Ost.',
  },
  7: {
    title: 'Strandauszeit auf Sansibar',
    summary:
      'Sechs Tage auf Sansibar: weiße Strände, Segeln mit der Dhau und Schnorcheln am Riff an der Küste, danach zwei Nächte zwischen den geschnitzten Türen und Gewürzmärkten von Stone Town.',
    intro: [
      'Sansibar ist der einfachste Weg, eine Safari ausklingen zu lassen – und zugleich eine wunderbare Reise für sich. Die Strände aus weichem, weißem Korallensand liegen an einem Meer, das von hellem Türkis bis zu tiefem Blau changiert, und kurze Flüge verbinden die Insel mit Arusha, Daressalam und Nairobi. Zum Auftakt wohnen Sie an der Küste: an der Ostseite, wo sich das Meer bei Ebbe weit über die Riffplatten zurückzieht, oder im Norden, wo das Wasser zu jeder Tageszeit tief genug zum Schwimmen bleibt.',
      'Die zweite Hälfte gehört Stone Town, dem historischen Herzen von Sansibar-Stadt und UNESCO-Welterbe. Die Gassen, viele davon zu eng für Autos, sind gesäumt von Häusern aus Korallenstein, geschnitzten Türen und kleinen Moscheen, und sie belohnen einen gemächlichen Rundgang mit einem Guide, der die Geschichten dahinter kennt. Dazu ein Vormittag auf einer Gewürzfarm und ein Abend an den Essensständen von Forodhani – und die Insel zeigt sich als Schnittpunkt von Afrika, Arabien und Indien.',
    ],
    highlights: [
      'Drei Nächte am Strand',
      'Dhau-Fahrt und Schnorcheln bei Mnemba',
      'Geführter Rundgang durch Stone Town',
      'Ein Vormittag auf einer Gewürzfarm',
      'Abende in den Forodhani-Gärten',
    ],
    included: [
      'Fünf Übernachtungen im aufgeführten Strandhotel und Hotel in Stone Town',
      'Halbpension an der Küste und Frühstück in Stone Town',
      'Flughafen- und Straßentransfers auf Sansibar',
      'Dhau-Fahrt mit Schnorchelausrüstung am Mnemba-Atoll',
      'Geführter Rundgang durch Stone Town, einschließlich des Alten Forts',
      'Führung auf einer Gewürzfarm mit einem örtlichen Guide',
      'Wasser in Flaschen bei Ausflügen',
    ],
    excluded: [
      'Internationale Flüge sowie Flüge vom und zum Festland',
      'Visum für Tansania',
      'Die verpflichtende Reiseversicherung sowie die vorgeschriebene Einreiseversicherung Sansibars',
      'Mittagessen sowie die Abendessen in Stone Town',
      'Getränke und Trinkgelder',
      'Optionale Aktivitäten, etwa Tauchen oder eine Bootsfahrt nach Prison Island',
    ],
    cardImageAlt: 'Eine Dhau unter Segeln vor der Küste Sansibars',
    galleryAlts: [
      'Traditionelle Dhau unter Segeln bei Sonnenuntergang',
      'Geschnitzte Holztür und Balkon am Ende einer engen Gasse in Stone Town',
      'Palmen neigen sich über weißen Sand und ein türkisfarbenes Meer',
      'Ein Kanu auf einer ruhigen Lagune innerhalb des Riffs, mit Palmen am Ufer',
    ],
    itinerary: [
      {
        title: 'Die Strände Sansibars',
        text: 'Am Flughafen werden Sie empfangen und quer über die Insel zu Ihrem Strandhotel gebracht. An der Ostküste, rund um Paje und Jambiani, bestimmen die Gezeiten den Rhythmus des Tages: Bei Ebbe zieht sich das Meer über die Riffplatten zurück, wo Frauen aus den Dörfern ihre Algenfarmen pflegen, und bei Flut füllt sich die Lagune wieder zum Schwimmen. Die Nordküste rund um Nungwi und Kendwa hat tieferes Wasser und Sonnenuntergänge über dem Meer. Von beiden Seiten aus können Sie mit einer traditionellen Dhau hinaussegeln und an den Korallen rund um das Mnemba-Atoll schnorcheln, wo oft Meeresschildkröten und Delfine zu sehen sind.',
        overnight: 'Sansibar (Ost- oder Nordküste)',
        lodge: 'Strandhotel in Paje an der Ostküste oder in Kendwa im Norden',
      },
      {
        title: 'Stone Town',
        text: 'Ein Transfer quer über die Insel bringt Sie nach Stone Town, einem UNESCO-Welterbe. Mit einem örtlichen Guide erkunden Sie die Gassen, betrachten die geschnitzten, mit Messingbuckeln beschlagenen Türen und besuchen das Alte Fort, dessen Mauern aus Korallenstein heute Kunsthandwerksstände und eine Freilichtbühne umschließen. Einen Vormittag verbringen Sie auf einer Gewürzfarm im Hinterland, wo Sie Gewürznelken, Muskatnuss, Zimt und Vanille direkt an der Pflanze sehen, riechen und schmecken. Die Abende klingen in den Forodhani-Gärten an der Uferpromenade aus, wo an den Essensständen Meeresfrüchte gegrillt werden, während die Sonne über dem Hafen untergeht.',
        overnight: 'Stone Town',
        lodge: 'Boutique-Hotel in einem restaurierten Haus in Stone Town',
      },
      {
        title: 'Abreise',
        text: 'Nach einem letzten Frühstück bringen wir Sie zum Flughafen, für Ihren Heimflug oder den Flug zurück aufs Festland. Geht Ihr Flug erst spät, bleibt noch Zeit für einen letzten Bummel durch die Altstadt.',
        overnight: '',
        lodge: '',
      },
    ],
    seasonNames: {
      'Shoulder season': 'Nebensaison',
      'Green season': 'Grüne Saison',
      'High season': 'Hochsaison',
    },
    priceNote:
      'Preis pro Person bei zwei Reisenden im Doppelzimmer in einem Strandhotel der Mittelklasse und einem Boutique-Hotel in Stone Town; über Weihnachten und Neujahr erheben die Hotels einen Zuschlag. Der Kinderpreis gilt für ein Kind von 2 bis 11 Jahren im Zimmer von zwei Erwachsenen. Mit einer Anzahlung von 30 % ist Ihre Buchung bestätigt.',
    feesNote:
      'Enthalten sind die Gebühr für das Meeresschutzgebiet um Mnemba Island beim Schnorchelausflug und der Eintritt zur Gewürzfarm. Nationalpark-Gebühren fallen auf dieser Reise nicht an.',
    seoDescription:
      'Sechs Tage auf Sansibar: Strände, Segeln mit der Dhau und Schnorcheln, dann die geschnitzten Türen von Stone Town, eine Gewürzfarm und Abende in Forodhani.',
  },
  8: {
    title: 'Ugandas klassische Rundreise',
    summary:
      'Zehn Tage auf Ugandas klassischer Route ab Entebbe: der Nil an den Murchison Falls, Schimpansen in Kibale, der Queen-Elizabeth-Nationalpark mit seinem Ishasha-Sektor und Berggorillas in Bwindi.',
    intro: [
      'Diese Route empfehlen wir allen, die Uganda zum ersten Mal bereisen, denn sie zeigt, wie viel das Land in zehn Tagen zu bieten hat. Sie beginnt im Nordwesten an den Murchison Falls, wo sich der gesamte Nil durch eine nur etwa sieben Meter breite Felsspalte zwängt; auf Pirschfahrten am Nordufer begegnen Sie Rothschild-Giraffen, Elefanten, Büffeln und mit etwas Geduld auch Löwen. Auf dem Weg dorthin gehen Sie mit Rangern zu Fuß zu den Breitmaulnashörnern von Ziwa, einem Schutzgebiet, in dem Nashörner gezüchtet werden, um sie wieder in Ugandas Parks anzusiedeln.',
      'Von dort führt die Straße nach Süden, entlang der Westseite des Landes. In Kibale folgen Sie Schimpansen durch hohen Regenwald. Im Queen-Elizabeth-Nationalpark bringt Sie ein Boot auf dem Kazinga-Kanal zu Flusspferden, Büffeln und Wasservögeln, und im ruhigen Ishasha-Sektor im Süden des Parks liegen Löwen manchmal in den Ästen von Feigenbäumen. Die Reise endet im Bwindi-Impenetrable-Nationalpark mit einer Stunde bei einer Berggorillafamilie – und mit einem Flug zurück nach Entebbe statt eines langen Tages auf der Straße.',
    ],
    highlights: [
      'Zu Fuß zu den Breitmaulnashörnern im Ziwa Rhino Sanctuary',
      'Bootsfahrt bis zum Fuß der Murchison Falls',
      'Schimpansen-Trekking im Kibale-Wald',
      'Bootsfahrt auf dem Kazinga-Kanal',
      'Auf der Suche nach den baumkletternden Löwen von Ishasha',
      'Gorilla-Trekking zu den Berggorillas in Bwindi',
    ],
    included: [
      'Neun Übernachtungen in den aufgeführten Hotels, Lodges und Camps',
      'Mahlzeiten wie für jeden Tag angegeben',
      'Privater Geländewagen (4x4) mit Hubdach und englischsprachigem Fahrer-Guide von Entebbe bis Bwindi',
      'Pro Person ein Gorilla-Permit für Uganda und ein Schimpansen-Permit für Kibale',
      'Nashorn-Tracking zu Fuß im Ziwa Rhino Sanctuary',
      'Parkgebühren für den Murchison-Falls- und den Queen-Elizabeth-Nationalpark',
      'Bootsfahrten auf dem Nil an den Murchison Falls und auf dem Kazinga-Kanal',
      'Spaziergang durch das Bigodi-Feuchtgebiet und Dorfrundgang in Buhoma',
      'Linienflug von Kihihi nach Entebbe am letzten Tag',
      'Flughafentransfers in Entebbe',
      'Wasser in Flaschen im Fahrzeug',
    ],
    excluded: [
      'Internationale Flüge nach und ab Entebbe',
      'Visum für Uganda oder das East Africa Tourist Visa',
      'Die verpflichtende Reiseversicherung',
      'Trinkgelder für Guides, Ranger, Fährtenleser, Träger und das Personal der Lodges',
      'Träger beim Trekking, am jeweiligen Tag vor Ort zu bezahlen',
      'Getränke',
      'Optionale Extras, etwa eine Bootsfahrt ins Nildelta im Murchison-Falls-Nationalpark auf der Suche nach Schuhschnäbeln',
      'Ein Tageszimmer in Entebbe am letzten Tag, das wir gern für Sie buchen',
    ],
    cardImageAlt: 'Der Nil zwängt sich an den Murchison Falls durch eine enge Felsschlucht',
    galleryAlts: [
      'Weißes Wasser und Gischt, wo der Nil an den Murchison Falls durch die Schlucht bricht',
      'Schimpanse auf einem Ast im sonnendurchfluteten Regenwald',
      'Ein Löwe und eine Löwin ruhen in der Abenddämmerung auf dem Ast eines Feigenbaums',
      'Silberrücken-Berggorilla zwischen Farnen im nebligen Wald',
    ],
    itinerary: [
      {
        title: 'Ankunft in Entebbe',
        text: 'Ihr Fahrer-Guide empfängt Sie am Internationalen Flughafen Entebbe und bringt Sie in ein Hotel am Ufer des Viktoriasees, nur eine kurze Fahrt entfernt. Den Rest des Tages können Sie sich vom Flug erholen, vielleicht bei einem Spaziergang durch den Botanischen Garten am See. Beim Abendessen geht Ihr Guide mit Ihnen die zehn Tage durch, die vor Ihnen liegen.',
        overnight: 'Entebbe',
        lodge: 'Hotel am Seeufer in Entebbe',
      },
      {
        title: 'Nashorn-Tracking in Ziwa, dann nordwärts nach Murchison',
        text: 'Ein langer erster Tag mit insgesamt etwa sieben Stunden auf der Straße. Sie fahren nach Norden an Kampala vorbei und durch das Farmland von Luweero zum Ziwa Rhino Sanctuary, etwa vier Stunden von Entebbe entfernt. Dort führt Sie ein Ranger zu Fuß zu Südlichen Breitmaulnashörnern, die im Busch grasen. Nach dem Mittagessen geht es weiter über Masindi in den Murchison-Falls-Nationalpark, und am späten Nachmittag erreichen Sie Ihre Lodge bei Paraa.',
        overnight: 'Murchison Falls (Paraa)',
        lodge: 'Lodge über dem Nil bei Paraa',
      },
      {
        title: 'Das Nordufer und die Fälle',
        text: 'Bei Tagesanbruch bringt Sie die Fähre in Paraa über den Nil zu einer Pirschfahrt am Nordufer. Zwischen Borassuspalmen grasen dort Rothschild-Giraffen, Elefanten, Büffel, Uganda-Kobs und Jackson-Kuhantilopen, und eine geduldige Suche wird mit Löwen und Leoparden belohnt. Am Nachmittag fährt ein Boot flussaufwärts, vorbei an Flusspferden, Krokodilen und Elefanten, die am Ufer trinken, bis zum Fuß der Fälle. Wenn Sie fit sind und Lust darauf haben, kann Sie das Boot unterhalb der Fälle absetzen; von dort führt ein steiler Weg in etwa einer Stunde hinauf zur Kante, wo sich der ganze Fluss durch die Schlucht zwängt.',
        overnight: 'Murchison Falls (Paraa)',
        lodge: 'Lodge über dem Nil bei Paraa',
      },
      {
        title: 'Südwärts nach Kibale',
        text: 'Sofern Sie nicht schon vom Boot aus hinaufgewandert sind, halten Sie auf dem Weg aus dem Park oben an den Fällen, wo der Boden bebt, während der Fluss durch die Schlucht stürzt. Dann führt die Straße nach Süden über Hoima und durch die Acker- und Teeanbaugebiete Westugandas nach Fort Portal und weiter nach Kibale. Es ist ein langer Reisetag von sieben bis acht Stunden, unterbrochen von einer Mittagspause, und Sie erreichen Ihre Lodge am Waldrand rechtzeitig zum Abendessen.',
        overnight: 'Kibale-Wald',
        lodge: 'Lodge am Rand des Kibale-Walds',
      },
      {
        title: 'Schimpansen in Kibale',
        text: 'Das Schimpansen-Trekking beginnt mit einer Einweisung in Kanyanchu, dem Besucherzentrum des Parks. Mit einem Ranger folgen Sie Rufen und frischen Fraßspuren durch den Wald, bis Sie die Schimpansengemeinschaft finden, und verbringen dann eine Stunde mit den Tieren, während sie in den Bäumen oder am Boden fressen, einander das Fell pflegen und rufen. Unterwegs sieht man oft Rote Stummelaffen und Rotschwanzmeerkatzen. Am Nachmittag lohnt sich ein Spaziergang durch das von der örtlichen Gemeinde betriebene Bigodi-Feuchtgebiet – wegen der Vögel, darunter der Riesenturako, und wegen weiterer Affenarten. Für das Schimpansen-Trekking gilt ein Mindestalter von 12 Jahren.',
        overnight: 'Kibale-Wald',
        lodge: 'Lodge am Rand des Kibale-Walds',
      },
      {
        title: 'Queen Elizabeth und der Kazinga-Kanal',
        text: 'Eine Fahrt von etwa drei Stunden führt Sie an Fort Portal vorbei und am Fuß des Rwenzori-Gebirges entlang, über den Äquator und hinunter in die Ebenen des Queen-Elizabeth-Nationalparks. Nach dem Mittagessen in Ihrer Lodge auf der Mweya-Halbinsel führt Sie eine Bootsfahrt am Nachmittag über den Kazinga-Kanal, die Wasserstraße zwischen Georgsee und Eduardsee – vorbei an Gruppen von Flusspferden, an Büffeln, die sich im flachen Wasser suhlen, und an Elefanten, die zum Trinken ans Ufer kommen, während an den Ufern Pelikane, Eisvögel und Schreiseeadler zu sehen sind.',
        overnight: 'Queen-Elizabeth-Nationalpark (Mweya)',
        lodge: 'Lodge auf der Mweya-Halbinsel über dem Kazinga-Kanal',
      },
      {
        title: 'Die Kasenyi-Ebenen und Ishasha',
        text: 'Beim ersten Licht fahren Sie hinaus in die Kasenyi-Ebenen, wo Löwen zwischen den Herden der Uganda-Kobs jagen und Büffel im offenen Grasland weiden. Später am Vormittag fahren Sie durch den Park nach Süden in den Ishasha-Sektor, etwa drei Stunden mit Tierbeobachtungen unterwegs. Am Nachmittag sucht Ihr Guide die großen Feigenbäume ab, in denen die Löwen von Ishasha oft die Hitze des Tages verbringen. Nicht bei jedem Besuch sind sie dort zu finden, doch die weiten, stillen Ebenen mit Topis und Büffeln und kaum einem anderen Fahrzeug sind schon für sich ein Genuss.',
        overnight: 'Queen-Elizabeth-Nationalpark (Ishasha-Sektor)',
        lodge: 'Zeltcamp am Ntungwe-Fluss im Ishasha-Sektor',
      },
      {
        title: 'Südwärts nach Bwindi',
        text: 'Eine letzte frühe Pirschfahrt in Ishasha gibt Ihnen eine zweite Chance auf die Löwen in den Bäumen. Dann geht es nach Süden durch Ackerland und bewaldete Hügel nach Buhoma am Nordrand des Bwindi-Impenetrable-Nationalparks, etwa zwei Stunden entfernt. Am Nachmittag lernen Sie bei einem Spaziergang durch das Dorf am Waldrand die Familien kennen, die mit dem Park als Nachbarn leben. Gehen Sie früh schlafen: Das Trekking beginnt kurz nach Sonnenaufgang.',
        overnight: 'Bwindi (Buhoma-Sektor)',
        lodge: 'Waldlodge in Buhoma',
      },
      {
        title: 'Berggorillas',
        text: 'Der Tag beginnt mit einer Einweisung an der Parkverwaltung. Dann brechen Sie mit Rangern auf, während Fährtenleser vorausgehen, um die Gorillafamilie aufzuspüren, die Sie besuchen werden. Bis Sie die Familie erreichen, kann es eine Stunde oder den größten Teil des Tages dauern, über steile, oft schlammige Hänge; Träger aus dem Dorf können Ihren Rucksack tragen und Ihnen bei den Anstiegen eine helfende Hand reichen. Bei der Familie haben Sie eine Stunde, nah genug, um die Gorillas fressen zu hören und den Jungtieren beim Spielen zuzusehen. Für das Gorilla-Trekking gilt ein Mindestalter von 15 Jahren.',
        overnight: 'Bwindi (Buhoma-Sektor)',
        lodge: 'Waldlodge in Buhoma',
      },
      {
        title: 'Rückflug nach Entebbe',
        text: 'Nach dem Frühstück fahren Sie etwa eine Stunde zur Landepiste in Kihihi, wo Sie den Linienflug nach Entebbe nehmen – er erspart Ihnen eine Fahrt von neun Stunden oder mehr. In Entebbe empfangen wir Sie und bringen Sie zum internationalen Terminal für Ihren Heimflug; geht Ihr Flug erst spät am Abend, können wir ein Tageszimmer am See für Sie buchen.',
        overnight: '',
        lodge: '',
      },
    ],
    seasonNames: {
      'Shoulder season': 'Nebensaison',
      'Green season': 'Grüne Saison',
      'High season': 'Hochsaison',
    },
    priceNote:
      'Preis pro Person bei zwei Reisenden im Doppelzimmer mit privatem Fahrzeug, in komfortablen Lodges und Zeltcamps der Mittelklasse. Gorilla-Trekking ist erst ab 15 Jahren möglich und Schimpansen-Trekking ab 12 Jahren; daher gibt es keinen Kinderpreis. Mit einer Anzahlung von 30 % ist Ihre Buchung bestätigt. Sollten Permit-Gebühren, Parkgebühren oder der Flugpreis vor Ihrer Reise steigen, teilen wir Ihnen dies schriftlich mit, bevor sich der Preis ändert.',
    feesNote:
      'Enthalten sind ein Gorilla-Permit für Uganda (800 US-Dollar), das den Parkeintritt am Tag des Trekkings abdeckt, und ein Schimpansen-Permit für Kibale (250 US-Dollar), das den Eintritt in Kibale abdeckt. Ebenfalls inbegriffen sind die Parkgebühren für Murchison Falls und Queen Elizabeth, beide Bootsfahrten und das Nashorn-Tracking in Ziwa.',
    seoDescription:
      'Zehn Tage Uganda ab Entebbe: Murchison Falls, Schimpansen in Kibale, Queen Elizabeth und die Löwen von Ishasha, dann Gorilla-Trekking in Bwindi.',
  },
}
