#include "run/junitreader.h"
#include "core/boundedfile.h"

#include "run/boundedtext.h"
#include "run/readingmemo.h"
#include "run/pytestlog.h"
#include "run/runnertestcase.h"
#include "run/testcaserecording.h"
#include "run/xmlevents.h"


#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QStringView>

#include <algorithm>
#include <utility>

namespace dtriage {

namespace {

using Outcome = JUnitCase::Outcome;
using LineSource = JUnitCase::LineSource;

const QString kErrorMessageProperty = QStringLiteral("error_message");
const QString kTagsProperty = QStringLiteral("tags");

// Merging testcases of one key: the worse outcome wins, and Unknown is the worst,
// because a pass must never stand in for a testcase nobody could read.
int severity(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Passed:
        return 0;
    case Outcome::Skipped:
        return 1;
    case Outcome::XFailed:
        return 2;
    case Outcome::Errored:
        return 3;
    case Outcome::Failed:
        return 4;
    case Outcome::Unknown:
        break;
    }
    return 5;
}

struct OpenCase {
    JUnitCase result;
    BoundedText text;
    BoundedText output;
    bool cut = false;
    bool sawTags = false;                       // a `tags` property came (its first is the case's)
    std::optional<ReadingMemo::Tags> recalled;  // that first one, when a memo read it
};

// "tests.runner.test_models" -> "tests/runner/test_models.py"
QString fileFromClassname(const QString& classname)
{
    if (classname.isEmpty())
        return {};
    QString path = classname;
    path.replace(u'.', u'/');
    return path + QStringLiteral(".py");
}

QString nodeIdOf(const QString& file, const QString& classname, const QString& name)
{
    if (name.contains(QStringLiteral("::")))  // some converters put the whole node id here
        return name;
    const QString path = file.isEmpty() ? fileFromClassname(classname) : file;
    return path.isEmpty() ? name : path + QStringLiteral("::") + name;
}

QString utf8(const char* text)
{
    return text ? QString::fromUtf8(text) : QString();
}

double secondsOf(const char* time)
{
    return QByteArrayView(time).toDouble();
}

OpenCase startCase(const char** attributes)
{
    OpenCase open;
    JUnitCase& c = open.result;
    c.classname = utf8(XmlEvents::attribute(attributes, "classname"));
    c.name = utf8(XmlEvents::attribute(attributes, "name"));
    c.key = JUnitReader::keyFromName(c.name);
    if (c.key.isEmpty())  // a converter that put the parameters on the class name
        c.key = JUnitReader::keyFromName(c.classname);
    c.nodeId = nodeIdOf(utf8(XmlEvents::attribute(attributes, "file")), c.classname, c.name);
    c.seconds = secondsOf(XmlEvents::attribute(attributes, "time"));
    c.outcome = Outcome::Passed;  // until a <failure>/<error>/<skipped> says otherwise
    c.properties.reserve(4);      // the runner's error_message, tags and owner, without regrowing
    return open;
}

void readProperty(const char** attributes, OpenCase& open, ReadingMemo* memo)
{
    const char* name = XmlEvents::attribute(attributes, "name");
    const char* raw = XmlEvents::attribute(attributes, "value");
    const bool firstTags = name && std::string_view(name) == "tags" && !std::exchange(open.sawTags, true);
    // A value short enough to need no bounding below (the memo keeps no other).
    if (memo && raw && firstTags && qstrlen(raw) <= ReadingMemo::kMaxTagsBytes) {
        open.recalled = memo->recallTags(raw);
        open.result.properties.append({kTagsProperty, open.recalled->literal});
        return;
    }
    QString value = utf8(raw);
    if (value.size() > JUnitReader::kMaxTextChars) {
        BoundedText bounded;
        bounded.append(value);
        value = bounded.text();
        open.cut = true;
    }
    open.result.properties.append({utf8(name), value});
}

Outcome outcomeOfElement(std::string_view element, const char* type)
{
    if (element == "failure")
        return Outcome::Failed;
    if (element == "error")
        return Outcome::Errored;
    return type && std::string_view(type) == "pytest.xfail" ? Outcome::XFailed : Outcome::Skipped;
}

bool isResultElement(std::string_view name)
{
    return name == "failure" || name == "error" || name == "skipped";
}

bool isOutputElement(std::string_view name)
{
    return name == "system-out" || name == "system-err";
}

// An element inside a testcase whose content is read as text (any element in it too).
bool opensText(std::string_view name)
{
    return isResultElement(name) || isOutputElement(name);
}
QString exceptionTypeOf(const QString& message)
{
    if (!message.contains(u':'))  // what the expression ends with: most messages need no match
        return {};
    static const QRegularExpression re(
        QStringLiteral(R"(^\s*((?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception|Exit)):)"));
    const QRegularExpressionMatch m = re.match(message);
    return m.hasMatch() ? m.captured(1) : QString();
}

// The first candidate that has a meaningful line gives both the line and, when
// the line alone says nothing, the context to classify: a function of the texts
// alone, so a memo may keep it.
ReadingMemo::Line readLine(const QList<QString>& texts, const QString& message, bool classify)
{
    ReadingMemo::Line reading;
    const BringupClassifier::QuotedLine quoted = BringupClassifier::quotedLine(texts);
    if (quoted.from < 0)
        return reading;
    reading.from = quoted.from;
    reading.line = quoted.line;
    if (!classify)
        return reading;
    // error_message has no exception type; the message attribute has it.
    for (const QString* context : std::initializer_list<const QString*>{&quoted.line, &texts.at(quoted.from), &message}) {
        reading.category = BringupClassifier::classify(*context);
        if (reading.category != BringupClassifier::Category::Unclassified)
            break;
    }
    return reading;
}

// `classify` false: the runner's tags name the stage, which wins over any reading
// of the text.
void pickErrorLine(JUnitCase& c, const QString& log, bool classify, ReadingMemo* memo)
{
    const QPair<LineSource, QString> property{LineSource::Property, c.errorMessage};
    const QPair<LineSource, QString> message{LineSource::Message, c.message};
    const bool lead = c.errorMessageLeads();
    const QList<QPair<LineSource, QString>> candidates = {
        lead ? property : message, lead ? message : property,
        {LineSource::Text, c.text}, {LineSource::Output, c.output}, {LineSource::Log, log},
    };
    QList<QString> texts;
    for (const auto& candidate : candidates)
        texts << candidate.second;
    const auto read = [&] { return readLine(texts, c.message, classify); };
    const ReadingMemo::Line reading = memo ? memo->recallLine(texts, c.message, classify, read) : read();
    if (reading.from < 0)
        return;
    c.errorLine = reading.line;
    c.lineSource = candidates.at(reading.from).first;
    if (classify)
        c.category = reading.category;
}

void finishCase(OpenCase& open, const QString& logText, ReadingMemo* memo)
{
    JUnitCase& c = open.result;
    c.text = open.text.text();
    c.output = open.output.text();
    c.errorMessage = c.property(kErrorMessageProperty);
    if (c.errorType.isEmpty() || c.errorType.startsWith(QStringLiteral("pytest.")))
        c.errorType = exceptionTypeOf(c.message);
    if (open.cut || open.text.isCut() || open.output.isCut())
        c.note = JUnitReader::tr("the failure text was too long; only its start and end are kept");
    if (const QString tags = open.recalled ? open.recalled->literal : c.property(kTagsProperty); !tags.isEmpty()) {
        c.tags = open.recalled ? open.recalled->tags : RunnerTags::parse(tags);
        c.tagsUnreadable = !c.tags;
    }
    RunnerTestcase::settle(c);
    if (c.outcome == Outcome::Passed)
        return;
    const bool useLog = !c.isKnown();
    const std::optional<BringupClassifier::Category> runner = c.runnerCategory();
    pickErrorLine(c, useLog ? JUnitReader::logSection(logText, c.key) : QString(), !runner, memo);
    if (c.errorLine.isEmpty() && !logText.isEmpty())  // "Error code 13" everywhere in the XML
        pickErrorLine(c, JUnitReader::logSection(logText, c.key), !runner, memo);
    if (runner) {
        c.category = *runner;
        c.categoryFromTags = true;
    }
}

// Adds a finished case, merging it into an earlier one of the same key.
void addCase(JUnitReport& report, QHash<QString, qsizetype>& index, JUnitCase c)
{
    ++report.testcases;
    if (c.key.isEmpty())
        return;
    if (!RunnerTestcase::speaksFor(c.function, c.key)) {
        report.otherFunctions.insert(c.key, c.function);
        return;
    }
    const auto it = index.constFind(c.key);
    if (it == index.constEnd()) {
        index.insert(c.key, report.cases.size());
        report.cases.append(std::move(c));
        return;
    }
    JUnitCase& earlier = report.cases[*it];
    if (severity(c.outcome) > severity(earlier.outcome))
        earlier = std::move(c);
}

QString cutOffNote()
{
    return JUnitReader::tr(
        "its <testcase> element was cut off (truncated JUnit XML): unknown — see the log");
}

QString notReadNote()
{
    return JUnitReader::tr("not read: the JUnit XML is truncated — unknown, see the log");
}

QString missingNote()
{
    return JUnitReader::tr("not in the JUnit XML — unknown, see the log");
}

// The report's events as testcases: a <testcase>'s properties, the first or worst
// of its <failure>, <error> or <skipped> and its outputs (their text, bounded; any
// element inside them is text); whatever else it holds is stepped through.
class ReportEvents : public XmlEvents::Handler {
public:
    ReportEvents(const QString& logText, JUnitReader::Bodies bodies, ReadingMemo* memo, bool recordsCases = true)
        : m_logText(logText), m_bodies(bodies), m_memo(memo),
          m_recordsCases(recordsCases && memo && bodies == JUnitReader::Bodies::Dropped && logText.isEmpty())
    {
    }

    JUnitReport report;
    bool sawRoot = false;
    QString root;  // the root element when it is not a JUnit one

    bool start(std::string_view name, const char** attributes) override
    {
        if (!sawRoot && name != "testsuites" && name != "testsuite") {
            root = QString::fromUtf8(name.data(), qsizetype(name.size()));
            return false;
        }
        sawRoot = true;
        if (m_recording && !m_recorded.start(name, attributes))
            readDirectly();
        if (m_recording) {
            m_textDepth += m_textDepth > 0 || opensText(name);
        } else if (m_textDepth > 0) {
            ++m_textDepth;
        } else if (m_open) {
            startInCase(name, attributes);
        } else if (name == "testsuite") {
            ++report.suites;
        } else if (name == "testcase") {
            m_recording = m_recordsCases && !m_replaying && m_recorded.begin(attributes);
            if (!m_recording)
                m_open = startCase(attributes);
        }
        return true;
    }

    void end(std::string_view name) override
    {
        if (m_recording && m_textDepth == 0 && name == "testcase")
            return closeRecorded(true);
        if (m_recording && m_recorded.end(name)) {
            m_textDepth -= m_textDepth > 0;
            return;
        }
        if (m_recording)
            readDirectly();
        if (m_textDepth > 0) {
            if (--m_textDepth == 0)
                endText();
        } else if (m_open && name == "testcase") {
            closeCase(true);
        }
    }

    void text(std::string_view chars) override
    {
        if (m_recording && (m_textDepth == 0 || m_recorded.text(chars)))
            return;  // at depth 0 no reader keeps it
        if (m_recording)
            readDirectly();
        if (m_into)
            m_into->append(QString::fromUtf8(chars.data(), qsizetype(chars.size())));
    }

    void restart() override
    {
        JUnitReport fresh;
        fresh.source = report.source;
        fresh.logText = report.logText;
        report = std::move(fresh);
        sawRoot = false;
        root.clear();
        m_index.clear();
        m_open.reset();
        m_body = BoundedText();
        m_into = nullptr;
        m_bodyTakes = false;
        m_textDepth = 0;
        m_recording = false;
        m_recorded.clear();
    }

    // The document ended (or broke off): a case still open was cut off.
    void finish()
    {
        if (m_recording)
            return closeRecorded(false);
        if (!m_open)
            return;
        closeCase(false);
    }

private:
    void startInCase(std::string_view name, const char** attributes)
    {
        OpenCase& open = *m_open;
        if (name == "property") {
            readProperty(attributes, open, m_memo);
        } else if (isResultElement(name)) {
            const Outcome outcome = outcomeOfElement(name, XmlEvents::attribute(attributes, "type"));
            m_bodyTakes = severity(outcome) > severity(open.result.outcome);
            if (m_bodyTakes) {
                open.result.outcome = outcome;
                open.result.message = utf8(XmlEvents::attribute(attributes, "message"));
                open.result.errorType = utf8(XmlEvents::attribute(attributes, "type"));
            }
            m_body = BoundedText();
            m_into = &m_body;
            m_textDepth = 1;
        } else if (isOutputElement(name)) {
            m_into = &open.output;
            m_bodyTakes = false;
            m_textDepth = 1;
        }
    }

    void endText()
    {
        if (m_into == &m_body && m_bodyTakes)
            m_open->text = std::move(m_body);
        m_into = nullptr;
        m_textDepth = 0;
    }

    // The testcase outgrew what a recording holds: what was recorded is read now, as
    // it came, and the rest of it as it comes (its texts bounded); it is not kept.
    void readDirectly()
    {
        m_recording = false;
        m_textDepth = 0;
        m_replaying = true;
        m_recorded.replay(*this);
        m_replaying = false;
        m_recorded.clear();
    }

    // A testcase recorded whole: the case the memo read it as, else its events read
    // now and kept. One cut off is read, never kept.
    void closeRecorded(bool closed)
    {
        m_recording = false;
        m_textDepth = 0;
        if (closed) {
            if (std::optional<JUnitCase> kept = m_memo->recallCase(m_recorded.events())) {
                kept->seconds = secondsOf(m_recorded.time());
                addCase(report, m_index, std::move(*kept));
                return;
            }
        }
        ReportEvents reader(m_logText, m_bodies, m_memo, false);
        reader.sawRoot = true;
        m_recorded.replay(reader);
        JUnitCase read = reader.finishOpen(closed);
        if (closed)
            m_memo->keepCase(m_recorded.events(), read);
        addCase(report, m_index, std::move(read));
    }

    void closeCase(bool closed)
    {
        addCase(report, m_index, finishOpen(closed));
    }

    // The open case, read to its end: `closed` false, it was cut off.
    JUnitCase finishOpen(bool closed)
    {
        if (m_textDepth > 0)
            endText();
        OpenCase& open = *m_open;
        if (!closed) {
            open.result.outcome = Outcome::Unknown;
            open.result.lineSource = LineSource::None;
        }
        finishCase(open, m_logText, m_memo);
        if (!closed)
            open.result.note = cutOffNote();
        if (m_bodies == JUnitReader::Bodies::Dropped) {
            open.result.text = QString();
            open.result.output = QString();
        }
        JUnitCase read = std::move(open.result);
        m_open.reset();
        return read;
    }

    const QString& m_logText;
    JUnitReader::Bodies m_bodies;
    ReadingMemo* m_memo;
    QHash<QString, qsizetype> m_index;
    std::optional<OpenCase> m_open;
    // A CI history's reading (a memo, bodies dropped, no log) keeps each testcase's
    // events until its end, and reads them only when the memo has not.
    const bool m_recordsCases;
    bool m_recording = false;
    bool m_replaying = false;  // readDirectly(): the recording is being read, not made
    TestcaseRecording m_recorded;
    BoundedText m_body;
    BoundedText* m_into = nullptr;  // where character data goes
    bool m_bodyTakes = false;       // the result element being read describes the case
    int m_textDepth = 0;            // inside a result or output element: its depth
};

}  // namespace

YamlPlan::Observation JUnitReport::observe(const QString& key) const
{
    const JUnitCase c = outcomeFor(key);
    // The case's category: the runner's verdict when the run decided it, else the
    // reading of its line, message and body (the type a bare error_message lacks).
    const std::optional<BringupClassifier::Category> category =
        c.category == BringupClassifier::Category::Unclassified ? c.runnerCategory() : std::optional(c.category);
    return {c.pytestOutcome().value_or(YamlPlan::PytestOutcome::Skipped), c.errorText(),
            JUnitReader::logSection(logText, key), category, c.errorLine};
}

JUnitCase JUnitReport::outcomeFor(const QString& key) const
{
    for (const JUnitCase& c : cases) {
        if (c.key == key)
            return c;
    }
    OpenCase open;
    open.result.key = key;
    open.result.nodeId = QStringLiteral("tests/runner/test_models.py::test_all_models_torch[%1]").arg(key);
    open.result.name = QStringLiteral("test_all_models_torch[%1]").arg(key);
    finishCase(open, logText, nullptr);
    open.result.note = truncated ? notReadNote() : problem.isEmpty() ? missingNote() : problem;
    if (const auto other = otherFunctions.constFind(key); other != otherFunctions.cend())
        open.result.note = JUnitReader::tr("the report holds only %1[%2], not the entry's own test: no outcome")
                               .arg(*other, key);
    return open.result;
}

QStringList JUnitReport::keys() const
{
    QStringList keys;
    for (const JUnitCase& c : cases)
        keys.append(c.key);
    return keys;
}

JUnitReport JUnitReport::unavailable(const QString& why, const QString& logText)
{
    JUnitReport report;
    report.problem = why;
    report.logText = logText;
    return report;
}

Result<JUnitReport> JUnitReader::read(const QString& path, const QString& logText)
{
    QFile file(path);
    if (!file.exists()) {
        return fail(tr("the JUnit XML does not exist: pytest wrote no results — unknown, see the "
                       "log"),
                    path);
    }
    const Result<QByteArray> bytes = BoundedFile::read(path, BoundedFile::Kind::Report);
    if (!bytes)
        return fail(tr("cannot read the JUnit XML: %1").arg(bytes.error().message), path);
    return fromBytes(*bytes, logText, path);
}

Result<JUnitReport> JUnitReader::readAll(const QStringList& paths, const QString& logText)
{
    if (paths.size() == 1)
        return read(paths.constFirst(), logText);
    JUnitReport merged;
    merged.source = paths.join(QStringLiteral(", "));
    merged.logText = logText;
    QHash<QString, qsizetype> index;
    QStringList problems;
    int unreadable = 0;
    for (const QString& path : paths) {
        auto one = read(path, logText);
        if (!one) {
            ++unreadable;
            problems << one.error().toString();
            continue;
        }
        merged.suites += one->suites;
        const int testcases = merged.testcases + one->testcases;
        for (JUnitCase& c : one->cases)
            addCase(merged, index, std::move(c));
        merged.testcases = testcases;  // addCase counted only the keyed ones
        merged.notes += one->notes;
        merged.otherFunctions.insert(one->otherFunctions);
        if (one->truncated)
            problems << path + QStringLiteral(": ") + one->problem;
    }
    if (paths.isEmpty() || unreadable == paths.size())
        return fail(paths.isEmpty() ? tr("no JUnit XML to read — unknown") : problems.join(u'\n'));
    merged.truncated = !problems.isEmpty();
    merged.problem = problems.join(QStringLiteral("; "));
    return merged;
}

Result<JUnitReport> JUnitReader::fromBytes(const QByteArray& xml, const QString& logText,
                                           const QString& source, Bodies bodies, ReadingMemo* memo)
{
    // What QByteArray::trimmed() took for blank (ASCII white space), without its copy.
    const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; };
    if (std::all_of(xml.cbegin(), xml.cend(), blank)) {
        return fail(tr("the JUnit XML is empty: pytest stopped before writing results — "
                       "unknown, see the log"),
                    source);
    }
    ReportEvents events(logText, bodies, memo);
    events.report.source = source;
    events.report.logText = logText;
    const XmlEvents::Outcome outcome = XmlEvents::read(xml, events);
    events.finish();
    if (outcome.repaired) {
        events.report.notes.append(
            tr("the file is not valid UTF-8 although it says so; the invalid bytes were "
               "replaced with U+FFFD"));
    }
    if (outcome.stopped)
        return fail(tr("not a JUnit XML file (its root element is <%1>)").arg(events.root), source);
    if (!outcome.wellFormed && !events.sawRoot) {
        return fail(tr("not a readable JUnit XML file: %1 — unknown, see the log").arg(outcome.error), source,
                    int(outcome.line));
    }
    JUnitReport& report = events.report;
    if (!outcome.wellFormed) {
        report.truncated = true;
        report.problem = tr("the JUnit XML breaks off at line %1 (%2): test cases not fully read "
                            "are unknown — see the log")
                             .arg(outcome.line)
                             .arg(outcome.error);
    }
    return std::move(report);
}

QString JUnitReader::keyFromName(const QString& name)
{
    if (!name.endsWith(u']'))
        return {};
    const qsizetype open = name.indexOf(u'[');
    if (open < 0)
        return {};
    return name.mid(open + 1, name.size() - open - 2);
}

QString JUnitReader::logSection(const QString& logText, const QString& key)
{
    return PytestLog::section(logText, key);
}

}  // namespace dtriage
