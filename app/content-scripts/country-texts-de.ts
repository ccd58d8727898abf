import type { CountryText } from '~/lib/catalogue'
import type { CountrySlug } from '~/content/countries'

// The four country pages in German (docs/glossary.md): the English pages' facts, written for German-speaking travellers.
export const countryTextsDe: Record<CountrySlug, CountryText> = {
  kenya: {
    tagline: 'Weite Ebenen, Seen im Rift Valley und eine warme Küste am Indischen Ozean',
    heroAlt:
      'Elefanten ziehen durch die Ebenen von Amboseli, dahinter erhebt sich der schneebedeckte Kilimandscharo',
    highlights: [
      'Pirschfahrten in der Maasai Mara',
      'Elefanten vor dem Kilimandscharo',
      'Strände am Indischen Ozean',
    ],
    description: [
      'Für viele Menschen ist Kenia der Inbegriff einer Safari, lange bevor sie zum ersten Mal dort sind – und das Land enttäuscht nur selten. Im sanft gewellten Grasland der Maasai Mara leben das ganze Jahr über Löwen, Geparden, Elefanten und große Herden von Steppentieren, und von etwa Juli bis Oktober zieht die Große Migration der Gnus aus der Serengeti herauf und durchquert den Mara-Fluss. Ihre Tage in der Mara planen wir rund um lange, ruhige Pirschfahrten, die früh beginnen, wenn das Licht weich ist und die Raubtiere noch unterwegs sind. Die Camps wählen wir passend zu Ihrem Budget und zu der Art, wie Sie gern reisen.',
      'Südlich von Nairobi bietet Amboseli einen der klassischen Ausblicke Afrikas: Elefantenfamilien ziehen durch offene Sümpfe und staubige Pfannen, während sich jenseits der Grenze in Tansania der Kilimandscharo erhebt, am klarsten am frühen Morgen. Weiter östlich umfassen Tsavo Ost und Tsavo West zusammen ein riesiges Stück wilder Landschaft, mit Elefanten, die von der roten Erde gefärbt sind, alten Lavaströmen, klaren Quellen und einem echten Gefühl von Weite. Im Rift Valley leben im Lake-Nakuru-Nationalpark Spitzmaul- und Breitmaulnashörner unter Schutz, während der Naivashasee mit Bootsfahrten zwischen Flusspferden und Schreiseeadlern zu einer entspannten Pause einlädt.',
      'Nördlich des Äquators finden Sie im trockenen Samburu Arten, die weiter südlich nicht vorkommen, darunter Grevyzebras, Netzgiraffen und die langhalsige Giraffengazelle, auch Gerenuk genannt – sie alle zieht es an den palmengesäumten Fluss Ewaso Ng’iro. Wenn sich der Staub gelegt hat, ist die Küste nur einen kurzen Flug entfernt. Die langen weißen Strände von Diani liegen südlich von Mombasa, während Watamu und Malindi im Norden Korallenriffe, Meeresschutzgebiete und die entspannte Gelassenheit der Swahili-Küste bieten. Viele unserer Gäste beschließen ihre Kenia-Safari mit ein paar Tagen am Indischen Ozean, und wir organisieren Flüge und Transfers so, dass der Ortswechsel ganz mühelos gelingt.',
    ],
    experiences: [
      {
        title: 'Pirschfahrten in der Maasai Mara',
        text: 'Pirschfahrten am Morgen und am Nachmittag durch das offene Grasland der Mara, mit guten Chancen auf Löwen, Leoparden und Geparden. Zwischen Juli und Oktober richten wir Ihre Tage auf die Flussüberquerungen der Gnus am Mara-Fluss aus.',
      },
      {
        title: 'Elefanten in Amboseli',
        text: 'Beobachten Sie Elefantenfamilien, die mit dem Kilimandscharo am Horizont durch die Sümpfe waten. An klaren Morgen haben Sie den schönsten Blick auf den Berg.',
      },
      {
        title: 'Die Weite von Tsavo',
        text: 'Entdecken Sie Tsavo Ost und Tsavo West, wo rot gestaubte Elefanten, Lavafelder und die klaren Becken der Mzima Springs für eine wildere, ruhigere Safari sorgen.',
      },
      {
        title: 'Die Seen im Rift Valley',
        text: 'Halten Sie am Nakurusee Ausschau nach Nashörnern und Flamingos, und unternehmen Sie anschließend auf dem Naivashasee eine Bootsfahrt zwischen Flusspferden und Schreiseeadlern.',
      },
      {
        title: 'Die Tierwelt des Nordens in Samburu',
        text: 'Entdecken Sie im trockenen, rauen Norden entlang der Ufer des Ewaso Ng’iro Grevyzebras, Netzgiraffen, Beisa-Oryx und Giraffengazellen.',
      },
      {
        title: 'Zeit an der Küste',
        text: 'Entspannen Sie an den Stränden von Diani, schnorcheln Sie an den Riffen vor Watamu oder spazieren Sie durch die Altstadt von Mombasa bis zu den Mauern von Fort Jesus.',
      },
    ],
    bestTimeNote:
      'Von Juni bis Oktober ist Trockenzeit und damit die klassische Safarizeit; die Große Migration der Gnus hält sich meist von etwa Juli bis Oktober in der Maasai Mara auf. Auch Januar und Februar sind trocken und warm – eine gute Zeit für die Nationalparks und die Küste. Die große Regenzeit dauert etwa von Mitte März bis Mai; dann schließen manche Camps, und die Straßen können schlammig sein. Die kleine Regenzeit bringt im November und Anfang Dezember kurze Schauer.',
    entry: [
      'Die meisten Reisenden benötigen eine elektronische Reisegenehmigung (Electronic Travel Authorisation, eTA), die Sie vor der Reise online beantragen; ein Visum bei der Ankunft gibt es nicht.',
      'Das East Africa Tourist Visa (100 US-Dollar, 90 Tage, mehrfache Einreise) gilt für Kenia, Uganda und Ruanda, sofern Sie zuerst in das Land einreisen, das es ausgestellt hat.',
      'Ein Nachweis der Gelbfieberimpfung ist vorgeschrieben, wenn Sie aus einem Land mit Gelbfieberrisiko einreisen, und er wird in der Praxis auch kontrolliert.',
      'Ihr Reisepass sollte bei der Ankunft noch mindestens sechs Monate gültig sein und freie Seiten für Stempel haben.',
      'Die Bestimmungen ändern sich; prüfen Sie daher vor der Reise die aktuellen Vorgaben für Ihre Staatsangehörigkeit. Bei den Anträgen helfen wir Ihnen gern.',
    ],
    airports: [
      { code: 'NBO', name: 'Internationaler Flughafen Jomo Kenyatta', city: 'Nairobi' },
      { code: 'MBA', name: 'Internationaler Flughafen Moi', city: 'Mombasa' },
    ],
    seoDescription:
      'Safaris in Kenia mit Tembo Safaris: Maasai Mara, Amboseli, Tsavo, die Seen im Rift Valley, Samburu und die Küste – ganz nach Ihren Wünschen.',
  },
  uganda: {
    tagline: 'Unsere Heimat: Gorillas, Schimpansen und der mächtige Nil',
    heroAlt: 'Der Nil schießt an den Murchison Falls durch eine enge Felsschlucht',
    highlights: ['Gorilla-Trekking zu Berggorillas', 'Schimpansen im Kibale-Wald', 'Murchison Falls am Nil'],
    description: [
      'Uganda ist unsere Heimat und das Land, das wir am besten kennen. Auf vergleichsweise kleiner Fläche vereint es eine bemerkenswerte Vielfalt: nebelverhangenen Bergwald, Kraterseen, offene Savanne und den Oberlauf des Nils. Für viele Reisende ist der Höhepunkt ein Gorilla-Trekking zu den Berggorillas im Bwindi-Impenetrable-Nationalpark oder in Mgahinga im äußersten Südwesten. Der Fußweg kann weniger als eine Stunde, aber auch den größten Teil des Tages dauern und führt über steiles, oft schlammiges Gelände – doch die Stunde, die Sie mit einer an Menschen gewöhnten Gorillafamilie verbringen, bleibt Ihnen noch lange nach Ihrer Heimreise in Erinnerung.',
      'Der Kibale-Wald gehört zu den besten Orten Afrikas, um Schimpansen aufzuspüren, und im Kronendach leben noch mehrere weitere Primatenarten. Von dort sind es mit dem Auto rund drei Stunden bis zum Queen-Elizabeth-Nationalpark, wo Sie bei einer Bootsfahrt auf dem Kazinga-Kanal Flusspferden, Büffeln, Elefanten und einer Fülle von Wasservögeln nahekommen. Im Ishasha-Sektor im Süden des Parks ruhen Löwen gern in den Ästen von Feigenbäumen – ein Verhalten, das man nur an sehr wenigen Orten beobachtet. Der Bunyonyi-See mit seinen terrassierten Hängen und stillen Inseln ist ein erholsamer Zwischenstopp in der Nähe der Gorillaparks.',
      'Im Nordwesten verdankt der Murchison-Falls-Nationalpark seinen Namen der Stelle, an der sich der Nil durch eine schmale Felsspalte zwängt und donnernd in die Schlucht darunter stürzt. Auf Pirschfahrten am Nordufer begegnen Sie Rothschild-Giraffen, Elefanten und Löwen, und eine Bootsfahrt flussaufwärts endet in der Gischt unterhalb der Fälle. Wenn Sie mehr Zeit haben, lohnt sich der Kidepo-Valley-Nationalpark im abgelegenen Nordosten: rau, wunderschön und selten besucht. Näher an Kampala liegt Jinja dort, wo der Nil den Viktoriasee verlässt – der richtige Ort für Rafting, Kajakfahrten und eine Bootsfahrt zur Quelle.',
    ],
    experiences: [
      {
        title: 'Gorilla-Trekking in Bwindi und Mgahinga',
        text: 'Folgen Sie erfahrenen Fährtenlesern durch steilen Regenwald und verbringen Sie eine Stunde mit einer an Menschen gewöhnten Gorillafamilie. Ihre Permits besorgen wir lange vor Ihrer Reise.',
      },
      {
        title: 'Schimpansen-Trekking im Kibale-Wald',
        text: 'In Begleitung eines Rangers machen Sie sich im Wald auf die Suche nach einer Schimpansengruppe, die meist am Morgen am aktivsten ist. Unterwegs sieht man oft Rote Stummelaffen und andere Affenarten.',
      },
      {
        title: 'Bootsfahrt auf dem Kazinga-Kanal',
        text: 'Fahren Sie im Queen-Elizabeth-Nationalpark auf dem Kanal, der den Georgsee mit dem Eduardsee verbindet, vorbei an Flusspferden, Büffeln und Ufern voller Vögel.',
      },
      {
        title: 'Die baumkletternden Löwen von Ishasha',
        text: 'Halten Sie in den Feigenbäumen des Ishasha-Sektors Ausschau nach Löwen, die dort während der heißesten Stunden des Tages oft ausgestreckt auf den Ästen liegen.',
      },
      {
        title: 'Murchison Falls',
        text: 'Fahren Sie mit dem Boot den Nil hinauf bis zum Fuß der Fälle und wandern Sie dann hinauf zur Kante, um zu sehen, wie sich der ganze Fluss durch die schmale Schlucht zwängt.',
      },
      {
        title: 'Die Quelle des Nils bei Jinja',
        text: 'Fahren Sie mit dem Boot zu der Stelle, an der der Nil den Viktoriasee verlässt, oder nehmen Sie es flussabwärts mit einer Rafting-Crew mit seinen Stromschnellen auf.',
      },
    ],
    bestTimeNote:
      'Die trockeneren Monate von Juni bis September und von Dezember bis Februar sind die beste Reisezeit: Die Pfade in den Gorilla- und Schimpansenwäldern sind dann fester, und in den Savannenparks sind die Tierbeobachtungen gut. Gorilla-Trekking ist das ganze Jahr über möglich, doch in der großen Regenzeit von etwa Mitte März bis Mai und in der kleinen Regenzeit im Oktober und November sind die Waldwege schlammiger und die Aufstiege anstrengender. Dafür bringt die Regenzeit weniger Reisende, eine grünere Landschaft und bessere Chancen auf freie Permits.',
    entry: [
      'Beantragen Sie Ihr E-Visum für Uganda vor der Reise online.',
      'Das East Africa Tourist Visa (100 US-Dollar, 90 Tage, mehrfache Einreise) gilt für Uganda, Kenia und Ruanda, sofern Sie zuerst in das Land einreisen, das es ausgestellt hat.',
      'Uganda verlangt von allen Einreisenden einen Nachweis der Gelbfieberimpfung, ganz gleich, aus welchem Land Sie kommen.',
      'Ihr Reisepass sollte bei der Ankunft noch mindestens sechs Monate gültig sein und freie Seiten für Stempel haben.',
      'Die Bestimmungen ändern sich; prüfen Sie daher vor der Reise die aktuellen Vorgaben für Ihre Staatsangehörigkeit. Bei den Anträgen helfen wir Ihnen gern.',
    ],
    airports: [{ code: 'EBB', name: 'Internationaler Flughafen Entebbe', city: 'Entebbe' }],
    seoDescription:
      'Uganda-Safaris von unserem Sitz in Kampala: Gorillas in Bwindi, Schimpansen in Kibale, Queen Elizabeth, Murchison Falls und Kidepo – maßgeschneidert.',
  },
  rwanda: {
    tagline: 'Das Land der tausend Hügel, von den Wäldern der Vulkane bis ans Seeufer',
    heroAlt: 'Die Virunga-Vulkane erheben sich über grünen, terrassierten Hügeln',
    highlights: [
      'Gorillas in den Virunga-Vulkanen',
      'Baumkronenpfad in Nyungwe',
      'Die Big Five im Akagera-Nationalpark',
    ],
    description: [
      'Ruanda ist klein, grün und angenehm zu bereisen, mit guten Straßen und kurzen Wegen zwischen den Nationalparks. Die meisten Reisenden kommen wegen des Volcanoes-Nationalparks, in dem Berggorillas zwischen Bambus und Wald an den Hängen der Virunga-Vulkane leben. Das Gorilla-Trekking beginnt nach einer morgendlichen Einweisung an der Parkzentrale in Kinigi, und die Stunde mit einer Gorillafamilie ist für viele der Grund, diese weite Reise anzutreten. Im selben Park können Sie außerdem Goldmeerkatzen aufspüren und zum Grab von Dian Fossey an ihrem früheren Forschungscamp wandern, wo sie neben den Gorillas ruht, die sie erforscht hat.',
      'Im Südwesten schützt der Nyungwe-Nationalpark ein riesiges, uraltes Gebiet aus Bergregenwald. Das Schimpansen-Trekking kann hier anspruchsvoller sein als anderswo, weil die Schimpansen über steiles Gelände weit umherziehen, doch der Wald selbst ist spektakulär: mit Stummelaffen, Orchideen und einem Baumkronenpfad, der hoch über einem Tal gespannt ist. Im Osten wirkt der Akagera-Nationalpark wie ein ganz anderes Land: Seen, Papyrussümpfe und sanft gewellte Savanne. Seit Löwen und Nashörner wieder angesiedelt wurden, sind hier erneut die Big Five zu Hause, und sowohl Pirschfahrten als auch Bootsfahrten auf dem Ihema-See lohnen sich.',
      'Zwischen den Parks lädt der Kivusee an der Westgrenze mit Fischerbooten, stillen Buchten und Uferorten wie Rubavu und Karongi zur Erholung ein. Auch Kigali selbst verdient einen Tag: eine saubere, geordnete Stadt mit einer lebendigen Gastronomie- und Kunsthandwerksszene. Wir empfehlen allen Gästen einen Besuch der Genozid-Gedenkstätte Kigali (Kigali Genocide Memorial), die vom Völkermord an den Tutsi im Jahr 1994 und vom Wiederaufbau des Landes seither erzählt. Es ist eine ernste, nachdenklich stimmende Erfahrung, die hilft, das heutige Ruanda zu verstehen; deshalb planen wir dafür in Ihrem Reiseverlauf immer genügend Zeit ein.',
    ],
    experiences: [
      {
        title: 'Gorilla-Trekking im Volcanoes-Nationalpark',
        text: 'Steigen Sie durch Bambus- und Bergwald an den Hängen der Virunga-Vulkane hinauf und verbringen Sie eine Stunde mit einer an Menschen gewöhnten Gorillafamilie. Wir sichern Ihr Gorilla-Permit und planen den Tag passend zu Ihrer Kondition.',
      },
      {
        title: 'Trekking zu den Goldmeerkatzen',
        text: 'Verbringen Sie Zeit mit lebhaften Gruppen von Goldmeerkatzen in der Bambuszone. Die Wanderung ist leichter als ein Gorilla-Trekking und ein Genuss für alle, die gern fotografieren.',
      },
      {
        title: 'Wanderung zum Grab von Dian Fossey',
        text: 'Wandern Sie durch den Wald hinauf zum einstigen Forschungscamp Karisoke, wo Dian Fossey neben den Gorillas begraben liegt, denen sie ihr Leben gewidmet hat.',
      },
      {
        title: 'Schimpansen und der Baumkronenpfad in Nyungwe',
        text: 'Folgen Sie den Schimpansen durch den steilen Regenwald von Nyungwe und erleben Sie anschließend die Baumwipfel von einem Pfad aus, der hoch über dem Talgrund hängt.',
      },
      {
        title: 'Savannensafari in Akagera',
        text: 'Halten Sie auf Pirschfahrten Ausschau nach Löwen, Nashörnern, Elefanten, Büffeln und Giraffen, und unternehmen Sie eine Bootsfahrt auf dem Ihema-See zwischen Flusspferden und Krokodilen.',
      },
      {
        title: 'Kigali und die Genozid-Gedenkstätte',
        text: 'Nehmen Sie sich Zeit für die Genozid-Gedenkstätte Kigali, um die Vergangenheit des Landes zu verstehen, und entdecken Sie dann die Märkte, Galerien und Cafés der Hauptstadt.',
      },
    ],
    bestTimeNote:
      'Von Juni bis September herrscht die lange Trockenzeit, die beste Zeit für Gorilla-Trekking; von Dezember bis Februar folgt eine zweite, kürzere Trockenphase. Gorilla-Trekking findet das ganze Jahr über statt, doch in der großen Regenzeit von etwa Mitte März bis Mai und in der kleinen Regenzeit im Oktober und November werden die Hänge der Vulkane und die Pfade in Nyungwe rutschig. Nyungwe ist ein Regenwald – packen Sie deshalb in jedem Monat eine Regenjacke ein.',
    entry: [
      'Ihr Visum erhalten Sie bei der Ankunft am Internationalen Flughafen Kigali oder an den Landgrenzen, oder Sie beantragen es vor der Reise online; einige Staatsangehörigkeiten benötigen kein Visum.',
      'Das East Africa Tourist Visa (100 US-Dollar, 90 Tage, mehrfache Einreise) gilt für Ruanda, Kenia und Uganda, sofern Sie zuerst in das Land einreisen, das es ausgestellt hat.',
      'Ein Nachweis der Gelbfieberimpfung ist vorgeschrieben, wenn Sie aus einem Land mit Gelbfieberrisiko wie Uganda oder Kenia einreisen, und er wird in der Praxis auch kontrolliert.',
      'Ihr Reisepass sollte bei der Ankunft noch mindestens sechs Monate gültig sein und freie Seiten für Stempel haben.',
      'Die Bestimmungen ändern sich; prüfen Sie daher vor der Reise die aktuellen Vorgaben für Ihre Staatsangehörigkeit. Bei den Anträgen helfen wir Ihnen gern.',
    ],
    airports: [{ code: 'KGL', name: 'Internationaler Flughafen Kigali', city: 'Kigali' }],
    seoDescription:
      'Safaris in Ruanda: Gorillas und Goldmeerkatzen im Volcanoes-Nationalpark, Schimpansen in Nyungwe, Pirschfahrten in Akagera und der Kivusee – maßgeschneidert.',
  },
  tanzania: {
    tagline: 'Die Serengeti, der Ngorongoro-Krater und die Gewürzinsel Sansibar',
    heroAlt: 'Wandernde Herden ziehen neben einer Felsinsel (Kopje) durch die Ebenen der Serengeti',
    highlights: ['Die Große Migration', 'Der Ngorongoro-Krater', 'Die Strände Sansibars'],
    description: [
      'Tansania besitzt einige der berühmtesten Wildtiergebiete der Erde. In der Serengeti ist die Große Migration der Gnus und Zebras einen Großteil des Jahres unterwegs: In einer weiten Schleife erreicht sie zu Jahresbeginn das Grasland im Süden, wo die Jungtiere zur Welt kommen, und zieht in der Trockenzeit nach Norden in Richtung Mara-Fluss. Granitkopjes durchbrechen den Horizont und dienen Löwen und Leoparden als Aussichtspunkte über die Ebenen. Wir planen Ihre Route danach, wo sich die Herden zu Ihrer Reisezeit voraussichtlich aufhalten, und wählen Camps, von denen aus Sie nah am Geschehen sind.',
      'Der Ngorongoro-Krater ist eine riesige, vollständig erhaltene vulkanische Caldera, auf deren Boden eine dichte Tierwelt lebt, darunter Löwen, Büffel, Elefanten und eine kleine Population von Spitzmaulnashörnern. Ganz in der Nähe ist der Tarangire-Nationalpark für seine großen Elefantenherden und uralten Affenbrotbäume bekannt, vor allem in den trockenen Monaten, wenn sich die Tiere entlang des Flusses sammeln. Am Manyarasee, unterhalb der steilen Wand des Rift Valley, finden Sie Grundwasserwald, einen flachen Sodasee und Löwen, die als Baumkletterer bekannt sind. Zusammen bilden diese Parks die klassische Nordroute (Northern Circuit), bequem von Arusha aus erreichbar.',
      'Der Kilimandscharo, der höchste Berg Afrikas, erhebt sich über den Ebenen im Norden; wir organisieren eine vollständige Besteigung oder einfach ein paar Tage an seinen Ausläufern. Im Süden ist der Nyerere-Nationalpark, einst Teil des Selous-Wildreservats, der Ort für Bootssafaris auf dem Rufiji, während der weiter westlich gelegene Ruaha für seine großen Löwenrudel und seine Elefanten bekannt ist. Beide sind weit größer und ruhiger als die Parks im Norden, und mit etwas Glück sehen Sie dort Afrikanische Wildhunde. Nach dem Staub der Savanne ist Sansibar nur einen kurzen Flug vom Festland entfernt: mit den engen Gassen und geschnitzten Türen von Stone Town, Gewürzfarmen und weißen Stränden an der Nord- und Ostküste der Insel.',
    ],
    experiences: [
      {
        title: 'Die Große Migration in der Serengeti',
        text: 'Folgen Sie je nach Jahreszeit den Herden der Gnus und Zebras über die Ebenen, von den Kalbungsgebieten im Süden bis zu den Flussüberquerungen im Norden.',
      },
      {
        title: 'Ballonfahrt über der Serengeti',
        text: 'Schweben Sie bei Sonnenaufgang im Heißluftballon über die Ebenen und landen Sie anschließend zum Frühstück mitten im Busch.',
      },
      {
        title: 'Ein Tag im Ngorongoro-Krater',
        text: 'Fahren Sie hinab in die Caldera und verbringen Sie einen ganzen Tag auf Pirschfahrt zwischen Löwen, Büffeln, Zebras und, mit etwas Glück, Spitzmaulnashörnern.',
      },
      {
        title: 'Elefanten und Affenbrotbäume im Tarangire',
        text: 'Beobachten Sie große Elefantenherden, die zwischen gewaltigen Affenbrotbäumen umherziehen; in der Trockenzeit lockt der Tarangire-Fluss die Tiere an.',
      },
      {
        title: 'Der Manyarasee',
        text: 'Erkunden Sie den Grundwasserwald und das Seeufer unterhalb der Bruchstufe des Rift Valley, wo Paviane, Elefanten, Wasservögel und baumkletternde Löwen leben.',
      },
      {
        title: 'Kilimandscharo',
        text: 'Besteigen Sie mit einer erfahrenen Bergcrew den höchsten Gipfel Afrikas, oder unternehmen Sie eine Tageswanderung an seinen unteren Hängen durch Kaffeeplantagen und Wald.',
      },
      {
        title: 'Der wilde Süden: Ruaha und Nyerere',
        text: 'Tauschen Sie die belebte Nordroute gegen den abgelegenen Süden: Bootssafaris auf dem Rufiji im Nyerere-Nationalpark und große Löwenrudel zwischen den Affenbrotbäumen des Ruaha.',
      },
      {
        title: 'Sansibar und Stone Town',
        text: 'Schlendern Sie durch die alten Gassen von Stone Town, besuchen Sie eine Gewürzfarm und lassen Sie Ihre Reise an den weißen Stränden des Indischen Ozeans ausklingen.',
      },
    ],
    bestTimeNote:
      'Von Juni bis Oktober ist Trockenzeit: Im Tarangire sammeln sich die Tiere am Wasser, und die Große Migration erreicht den Norden der Serengeti und den Mara-Fluss. Januar und Februar sind Kalbungszeit in den Ebenen der südlichen Serengeti und eine schöne Zeit für Sansibar. Die große Regenzeit dauert etwa von Mitte März bis Mai; dann schließen manche Camps. Die kleine Regenzeit bringt im November leichtere Schauer.',
    entry: [
      'Beantragen Sie das E-Visum für Tansania vor der Reise online; ein Visum für die einmalige Einreise kostet für die meisten Staatsangehörigkeiten 50 US-Dollar, für US-Bürgerinnen und -Bürger 100 US-Dollar.',
      'Das East Africa Tourist Visa gilt nicht für Tansania; für eine kombinierte Reise benötigen Sie deshalb zusätzlich ein tansanisches Visum.',
      'Ein Nachweis der Gelbfieberimpfung ist vorgeschrieben, wenn Sie aus einem Land mit Gelbfieberrisiko einreisen, darunter Kenia und Uganda, und er wird in der Praxis auch kontrolliert.',
      'Sansibar verlangt, dass Reisende vor der Ankunft online die inseleigene Einreise-Reiseversicherung abschließen, zusätzlich zu Ihrer eigenen Versicherung.',
      'Ihr Reisepass sollte bei der Ankunft noch mindestens sechs Monate gültig sein und freie Seiten für Stempel haben. Die Bestimmungen ändern sich; prüfen Sie daher vor der Reise die aktuellen Vorgaben für Ihre Staatsangehörigkeit. Bei den Anträgen helfen wir Ihnen gern.',
    ],
    airports: [
      { code: 'JRO', name: 'Internationaler Flughafen Kilimandscharo', city: 'Arusha und Moshi' },
      { code: 'DAR', name: 'Internationaler Flughafen Julius Nyerere', city: 'Daressalam' },
      { code: 'ZNZ', name: 'Internationaler Flughafen Abeid Amani Karume', city: 'Sansibar' },
    ],
    seoDescription:
      'Safaris in Tansania: die Große Migration in der Serengeti, Ngorongoro-Krater, Tarangire, Manyarasee, Kilimandscharo und die Strände Sansibars.',
  },
}
