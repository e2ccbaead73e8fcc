#include "format/blackchoice.h"

namespace dtriage {

BlackChoice BlackChoice::of(const Result<PythonCommand>& python, const BlackPin& pin)
{
    if (!python || python->blackVersion.isEmpty())
        return workbench(pin);
    BlackChoice choice;
    choice.whose = Whose::Checkout;
    choice.python = *python;
    choice.pin = pin;
    return choice;
}

BlackChoice BlackChoice::workbench(const BlackPin& pin)
{
    BlackChoice choice;
    choice.pin = pin;
    return choice;
}

BlackChoice BlackChoice::none(const BlackPin& pin)
{
    BlackChoice choice;
    choice.whose = Whose::None;
    choice.pin = pin;
    return choice;
}

}  // namespace dtriage
